import {
  Alert,
  Avatar,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { User } from '../../../../domain/contract/users';
import { actionErrorMessage } from '../../../lib/action-error';
import { showSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  avatarPreview,
  fieldOfServerError,
  hasChanges,
  PROFILE_MESSAGES,
  type ProfileErrors,
  type ProfileField,
  parseProfileForm,
  profileValuesOf,
} from '../profile-form';

/** Avatar, username, email and password, saved together with PUT /users/profile. */
export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState(() => profileValuesOf(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile();
  const preview = avatarPreview(values.avatar);

  const field = (name: ProfileField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((now) => ({ ...now, [name]: value }));
      setErrors((now) => ({ ...now, [name]: undefined, form: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = parseProfileForm(values, user);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    const changedPassword = parsed.input.newPassword !== undefined;
    update.mutate(parsed.input, {
      onSuccess: ({ token: _token, ...saved }) => {
        setValues(profileValuesOf(saved));
        setErrors({});
        showSuccess(
          'Profile updated',
          changedPassword
            ? 'Your changes are saved, including your new password.'
            : 'Your changes are saved.',
        );
      },
      onError: (error) => {
        const message = actionErrorMessage(error, PROFILE_MESSAGES.updateFailed);
        setErrors({ [fieldOfServerError(message)]: message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={2} fz="lg" mb="md">
            Account
          </Title>
          <Group gap="lg" align="center" wrap="nowrap" mb="lg">
            <Avatar
              src={preview}
              name={values.username.trim() || user.username}
              color="initials"
              size={88}
              radius={88}
              alt="Avatar preview"
              data-testid="avatar-preview"
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={750} fz={20} truncate>
                {user.username}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
            </Stack>
          </Group>
          <Stack gap="md">
            <TextInput
              label="Avatar URL"
              description="A link to a picture (http or https). Leave empty for your initials."
              placeholder="https://example.com/me.png"
              type="url"
              autoComplete="photo"
              {...field('avatar')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Username" autoComplete="username" {...field('username')} />
              <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={2} fz="lg">
            Change Password
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Leave these empty to keep your password. Other devices will need to log in again.
          </Text>
          <Stack gap="md">
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              {...field('currentPassword')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <PasswordInput
                label="New Password"
                placeholder="At least 8 characters"
                autoComplete="new-password"
                {...field('newPassword')}
              />
              <PasswordInput
                label="Confirm New Password"
                autoComplete="new-password"
                {...field('confirmPassword')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        {errors.form ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Divider />
        <Group justify="flex-end">
          <Button
            type="button"
            variant="default"
            disabled={!hasChanges(values, user) || update.isPending}
            onClick={() => {
              setValues(profileValuesOf(user));
              setErrors({});
            }}
          >
            Discard
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={update.isPending}
            disabled={!hasChanges(values, user)}
          >
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
