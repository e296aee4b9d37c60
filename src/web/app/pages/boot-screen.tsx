import { Center, Loader } from '@mantine/core';

/** Shown once, while the first page module of a visit loads. */
export function BootScreen() {
  return (
    <Center h="100vh" role="status" aria-label="Loading Rift Fantasy">
      <Loader color="gold" type="dots" size="lg" />
    </Center>
  );
}
