import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AuthForm, type AuthFormProps } from './auth-form';

/** The Log In or Register screen: its title, its form, and the way to the other one. */
export function AuthCard<Values extends Record<keyof Values, string>>({
  screen,
  submit,
}: AuthFormProps<Values>) {
  // Where the guard sent a visitor from travels between Log In and Register, so a newcomer who
  // followed a link (a league's invite, say) and had to register first still gets there.
  const { state } = useLocation();
  return (
    <Center py={{ base: 'md', sm: 48 }}>
      <Paper
        w="100%"
        maw={440}
        radius="lg"
        p={{ base: 'lg', sm: 36 }}
        shadow="xl"
        bg="rgba(13, 21, 40, 0.85)"
        style={{ borderColor: 'rgba(200, 170, 110, 0.22)' }}
      >
        <Stack gap={4} mb="xl">
          <Title order={1} fz={30}>
            {screen.title}
          </Title>
          <Text c="dimmed" size="sm">
            {screen.subtitle}
          </Text>
        </Stack>
        <AuthForm screen={screen} submit={submit} />
        <Text ta="center" size="sm" c="dimmed" mt="xl">
          {screen.other.question}{' '}
          <Anchor component={Link} to={screen.other.to} state={state} fw={600}>
            {screen.other.label}
          </Anchor>
        </Text>
      </Paper>
    </Center>
  );
}
