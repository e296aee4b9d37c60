import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The quiet link from a card or a tab to the fuller screen: "Manage", "All matchups". */
export function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      rightSection={<IconArrowRight size={14} />}
    >
      {label}
    </Button>
  );
}
