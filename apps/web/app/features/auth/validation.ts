import {
  ChangePasswordSchema,
  type ProfileFields,
  ProfileFieldsSchema,
  type Register,
  RegisterSchema,
} from '@kampus/contract';
import { confirmationRule, digitsOnly } from '../../lib/account-rules.ts';
import { fieldRule } from '../../lib/forms.ts';

export { confirmationRule, digitsOnly };

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
