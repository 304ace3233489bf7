import '../common/zod-config.ts';
import { z } from 'zod';
import { FamilyConsentSchema, InvitationTokenSchema } from '../families/schemas.ts';
import { authMessages as m } from './messages.ts';
import { isCommonPassword, isPersonalPassword } from './password-rules.ts';
import { PasswordSchema, ProfileFieldsSchema, VerifyCodeSchema } from './schemas.ts';

/*
 * The forms that choose a password, apart from the other account schemas: only they need the common-password list
 * (`password-rules.ts`), so the sign-in page and every other page that parses an account schema do not load it.
 */

/**
 * A password being chosen (register, change, reset): the seeds' length rule, then no common password
 * (`password-rules.ts`). The current password of a change is only `password`, so an old weak one can still be replaced.
 */
const newPassword = PasswordSchema.refine((v) => v.length < 6 || !isCommonPassword(v), {
  error: m.commonPassword,
});

export const RegisterSchema = ProfileFieldsSchema.extend({
  password: newPassword,
  confirmPassword: PasswordSchema,
})
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsMismatch })
  .refine((v) => !isPersonalPassword(v.password, v), { path: ['password'], error: m.personalPassword });
export type Register = z.infer<typeof RegisterSchema>;

export const ChangePasswordSchema = z
  .object({ password: PasswordSchema, newPassword, newPasswordConfirm: PasswordSchema })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    path: ['newPasswordConfirm'],
    error: m.passwordsMismatch,
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ResetPasswordSchema = VerifyCodeSchema.extend({ newPassword });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/**
 * A parent's own account, opened from a family invitation (CONTRACT.md §12): the registration's rules and messages
 * for the fields a parent gives, the invitation token and the consent. A parent has no parent fields or address.
 */
export const RegisterParentSchema = ProfileFieldsSchema.pick({
  name: true,
  surname: true,
  email: true,
  identificationNumber: true,
})
  .extend({
    token: InvitationTokenSchema,
    password: newPassword,
    confirmPassword: PasswordSchema,
    consent: FamilyConsentSchema,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsMismatch })
  .refine((v) => !isPersonalPassword(v.password, v), { path: ['password'], error: m.personalPassword });
export type RegisterParent = z.infer<typeof RegisterParentSchema>;
