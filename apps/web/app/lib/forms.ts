import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/**
 * The one form pattern: a Mantine form checks each field with the contract's zod rule when it loses focus, submits
 * to the route's clientAction, and the action answers with the server's refusal for the page to show.
 */

/** A field rule from a contract schema: the schema's own Turkish message, or null when the value passes. */
export const fieldRule =
  (schema: z.ZodType) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };

/** What a clientAction answers when the server (or the final check) says no. */
export type FormFailure = { ok: false; formError?: string; fields?: Record<string, string> };
export type FormResult<T = undefined> = ({ ok: true } & (T extends undefined ? unknown : T)) | FormFailure;

/** Turns an API refusal into a form answer; anything else is a real failure for the error screen. */
export const formFailureFrom = (error: unknown): FormFailure => {
  if (error instanceof ApiError) {
    const fields = error.fields && Object.keys(error.fields).length > 0 ? error.fields : undefined;
    return fields ? { ok: false, fields } : { ok: false, formError: error.message };
  }
  throw error;
};

/** Field messages of a failed zod parse, keyed by the form's field names. */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
};

export const formDataToObject = (formData: FormData): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string') values[key] = value;
  return values;
};

/** Shows the server's field messages under the fields of the form. */
export const useServerFieldErrors = <T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  result: FormResult<unknown> | undefined,
) => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` changes every render; only a new answer applies.
  useEffect(() => {
    if (result && !result.ok && result.fields) form.setErrors(result.fields);
  }, [result]);
};

/** True while this route's own form is being submitted (its clientAction runs). */
export const useIsSubmitting = (): boolean => {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'submitting' &&
    (navigation.formAction === undefined || navigation.formAction.split('?')[0] === location.pathname)
  );
};
