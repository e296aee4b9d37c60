import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { actionErrorMessage } from '../../../lib/action-error';
import { FormError } from './form-error';

export interface AuthField<Name extends string> {
  name: Name;
  label: string;
  placeholder: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
}

interface AuthFormProps<Values extends Record<keyof Values, string>> {
  /** The inputs in order; the first one takes the focus. */
  fields: readonly AuthField<Extract<keyof Values, string>>[];
  initialValues: Values;
  /** The message to show instead of sending the form, or null when it may be sent. */
  check(values: Values): string | null;
  /** Sends the form and moves on; a refusal's message shows above the inputs. */
  submit(values: Values): Promise<void>;
  /** Shown when a refusal carries no message of its own. */
  failureFallback: string;
  submitLabel: string;
}

/** The Log In and Register form: checked first, then sent, with its one error line on top. */
export function AuthForm<Values extends Record<keyof Values, string>>({
  fields,
  initialValues,
  check,
  submit,
  failureFallback,
  submitLabel,
}: AuthFormProps<Values>) {
  const [values, setValues] = useState(initialValues);
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
