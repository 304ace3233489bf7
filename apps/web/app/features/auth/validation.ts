import {
  authMessages,
  ChangePasswordSchema,
  type ProfileFields,
  ProfileFieldsSchema,
  type Register,
  RegisterSchema,
} from '@kampus/contract';
import { fieldRule } from '../../lib/forms.ts';

/** Client-side rules are the contract's schemas, field by field, with the same Turkish messages. */
const profile = ProfileFieldsSchema.shape;

export const profileRules = {
  name: fieldRule(profile.name),
  surname: fieldRule(profile.surname),
  email: fieldRule(profile.email),
  identificationNumber: fieldRule(profile.identificationNumber),
  parentName: fieldRule(profile.parentName),
  parentSurname: fieldRule(profile.parentSurname),
  parentIdentificationNumber: fieldRule(profile.parentIdentificationNumber),
  fullAddress: fieldRule(profile.fullAddress),
} satisfies Record<keyof ProfileFields, unknown>;

const passwordRule = fieldRule(RegisterSchema.shape.password);

/** A confirmation must pass the password rule and equal its pair ('Şifreler uyuşmuyor.' on the confirmation). */
export const confirmationRule =
  <K extends string>(pair: K) =>
  (value: string, values: Record<K, string>) =>
    passwordRule(value) ?? (value !== values[pair] ? authMessages.passwordsMismatch : null);

export const registerRules = {
  ...profileRules,
  password: passwordRule,
  confirmPassword: confirmationRule('password'),
} satisfies Record<keyof Register, unknown>;

export const changePasswordRules = {
  password: fieldRule(ChangePasswordSchema.shape.password),
  newPassword: fieldRule(ChangePasswordSchema.shape.newPassword),
  newPasswordConfirm: confirmationRule('newPassword'),
};

export const resetPasswordRules = {
  newPassword: passwordRule,
  confirmPassword: confirmationRule('newPassword'),
};

/** Identification numbers are digits only; anything else typed or pasted is dropped. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 11);

export const emptyProfile: ProfileFields = {
  name: '',
  surname: '',
  email: '',
  identificationNumber: '',
  parentName: '',
  parentSurname: '',
  parentIdentificationNumber: '',
  fullAddress: '',
};
