import { authMessages, RegisterSchema } from '@kampus/contract';
import { fieldRule } from './forms.ts';

/**
 * Field rules every form that creates an account shares (registration, password changes, a parent's new account):
 * here rather than in one feature, because features do not import each other.
 */

const passwordRule = fieldRule(RegisterSchema.shape.password);

/** A confirmation must pass the password rule and equal its pair ('Şifreler uyuşmuyor.' on the confirmation). */
export const confirmationRule =
  <K extends string>(pair: K) =>
  (value: string, values: Record<K, string>) =>
    passwordRule(value) ?? (value !== values[pair] ? authMessages.passwordsMismatch : null);

/** Identification numbers are digits only; anything else typed or pasted is dropped. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 11);
