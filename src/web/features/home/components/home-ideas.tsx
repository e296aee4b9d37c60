import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine, IconShieldHalfFilled, IconTrophy } from '@tabler/icons-react';

// The product's three ideas, each with the sentence that explains it.
const IDEAS = [
  {
    title: 'Build Your Team',
    text: 'Draft six starters (TOP, JUNGLE, MID, ADC, SUPPORT and a FLEX), a pro team too if your league plays one, plus a bench from the pro leagues.',
    icon: IconShieldHalfFilled,
    color: 'rift',
  },
  {
    title: 'Track Performance',
    text: 'Points come from real in-game stats: kills, assists, creep score and objectives from every pro game your players play.',
    icon: IconChartLine,
    color: 'blue',
  },
  {
    title: 'Win Your League',
    text: 'Face a new rival every week, climb the standings and finish the season on top of your league.',
    icon: IconTrophy,
    color: 'gold',
  },
] as const;

export function HomeIdeas() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {IDEAS.map(({ title, text, icon: Icon, color }) => (
        <Paper key={title} p="xl" radius="lg" bg="rgba(13, 21, 40, 0.7)">
          <ThemeIcon size={48} radius="md" variant="light" color={color} mb="md">
            <Icon size={26} stroke={1.7} />
          </ThemeIcon>
          <Title order={3} fz="lg" mb={6}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" lh={1.6}>
            {text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
