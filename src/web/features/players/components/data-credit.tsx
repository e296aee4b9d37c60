import { Anchor, Text } from '@mantine/core';

/** The match data is Oracle's Elixir's; its author asks to be credited wherever it is shown. */
export function DataCredit() {
  return (
    <Text size="xs" c="dimmed" ta="center" mt="xl">
      Match data:{' '}
      <Anchor
        href="https://oracleselixir.com"
        target="_blank"
        rel="noreferrer"
        inherit
        c="dimmed"
        underline="always"
      >
        Oracle's Elixir (Tim Sevenhuysen)
      </Anchor>
    </Text>
  );
}
