import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The frame shared by the Log In and Register screens. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
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
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
        {children}
        <Text ta="center" size="sm" c="dimmed" mt="xl">
          {footer}
        </Text>
      </Paper>
    </Center>
  );
}
