import { Stack } from '@mantine/core';
import { HomeHero } from '../components/home-hero';
import { HomeIdeas } from '../components/home-ideas';

/** Home: the headline, the three ideas, and the next step for visitors and users. */
export function HomePage() {
  return (
    <Stack gap={48} pb="xl">
      <HomeHero />
      <HomeIdeas />
    </Stack>
  );
}
