import { useState } from 'react';
import type { FormResult } from '../../../lib/forms.ts';
import type { DiscountCodeBaseValues } from '../discount-code-values.ts';

/** What the routes give either variant's form; the lecturer's adds its courses. */
export type DiscountCodeFormPropsOf<Values extends DiscountCodeBaseValues, Payload> = {
  mode: 'create' | 'edit';
  initialValues: Values;
  /** The code being edited. */
  id?: string;
  onSubmit: (payload: Payload) => void;
  isSubmitting: boolean;
  /** The server's answer to the last submit. */
  result: FormResult | undefined;
  returnUrl: string;
};

const fieldsOf = (answer: FormResult | undefined): Partial<Record<string, string>> =>
  answer && !answer.ok && answer.fields ? answer.fields : {};

/**
 * The values, which fields were touched and the server's field messages. A message shows once its field was changed
 * or left; the server's messages stand until that field changes.
 */
export const useDiscountCodeFormState = <Values extends DiscountCodeBaseValues, Field extends string>(
  initialValues: Values,
  result: FormResult | undefined,
) => {
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<Partial<Record<Field, boolean>>>({});
  const [serverFields, setServerFields] = useState(() => fieldsOf(result));
  const [lastResult, setLastResult] = useState(result);
  if (result !== lastResult) {
    setLastResult(result);
    setServerFields(fieldsOf(result));
  }

  const change = (patch: Partial<Values>, field: Field) => {
    setValues((current) => ({ ...current, ...patch }));
    setVisited((current) => ({ ...current, [field]: true }));
    setServerFields((current) => ({ ...current, [field]: undefined }));
  };
  /** A change that carries no message of its own, like the two options. */
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const leave = (field: Field) => () => setVisited((current) => ({ ...current, [field]: true }));
  /** `errors` are the variant's checks of the current values. */
  const errorOf = (field: Field, errors: Partial<Record<Field, string>>) =>
    serverFields[field] ?? (visited[field] ? errors[field] : undefined);
  return { values, change, set, leave, errorOf };
};
