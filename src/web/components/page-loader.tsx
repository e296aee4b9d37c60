import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';

/** The one loading indicator for a whole screen or page area. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="gold" type="dots" size="lg" />
        {label ? (
          <Text c="dimmed" size="sm">
            {label}
          </Text>
        ) : (
          <VisuallyHidden>Loading...</VisuallyHidden>
        )}
      </Stack>
    </Center>
  );
}
