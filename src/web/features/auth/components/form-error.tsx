import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The one place a form states why it was not sent or why the server refused it. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
