import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The quiet "back" link at the top of a detail page. A label naming something long (a
 * league's name, up to 60 characters) ends in an ellipsis rather than widen a phone's page.
 */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconArrowLeft size={16} />}
      w="fit-content"
      maw="100%"
    >
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
    </Button>
  );
}
