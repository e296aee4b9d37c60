import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { actionErrorMessage } from '../../../lib/action-error';
import type { AuthScreen } from '../auth-screens';
import { FormError } from './form-error';

export interface AuthFormProps<Values extends Record<keyof Values, string>> {
  screen: AuthScreen<Values>;
  /** Sends the form and moves on; a refusal's message shows above the inputs. */
  submit(values: Values): Promise<void>;
}

/** The Log In and Register form: checked first, then sent, with its one error line on top. */
export function AuthForm<Values extends Record<keyof Values, string>>({
  screen,
  submit,
}: AuthFormProps<Values>) {
  const { fields, check, failureFallback, submitLabel } = screen;
  // Every input starts empty; the fields name all of the values, so the object is whole.
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Values,
  );
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(values);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await submit(values);
    } catch (caught) {
      setError(actionErrorMessage(caught, failureFallback));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        {fields.map((field, index) => {
          const Input = field.type === 'password' ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              label={field.label}
              type={field.type === 'email' ? 'email' : undefined}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) =>
                setValues({ ...values, [field.name]: event.currentTarget.value })
              }
              size="md"
              data-autofocus={index === 0 || undefined}
            />
          );
        })}
        <Button type="submit" size="md" loading={submitting} fullWidth mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
