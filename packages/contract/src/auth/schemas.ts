import '../common/zod-config.ts';
import { z } from 'zod';
import { RoleName } from '../common/enums.ts';
import { authMessages as m } from './messages.ts';

const trimmed = (min: number, message: string) =>
  z.string({ error: message }).trim().min(min, { error: message });
const identificationNumber = z
  .string({ error: m.identificationNumber })
  .trim()
  .regex(/^\d{11}$/, { error: m.identificationNumber });
const email = z
  .string({ error: m.email })
  .trim()
  .max(254, { error: m.email })
  .pipe(z.email({ error: m.email }));
/** A password as typed: the seeds' length rule only (signing in, the current password of a change). */
export const PasswordSchema = z
  .string({ error: m.password })
  .min(6, { error: m.password })
  .max(128, { error: m.password });
/** The profile fields shared by registration and the account-info form. */
export const ProfileFieldsSchema = z.object({
  name: trimmed(2, m.name).max(100, { error: m.name }),
  surname: trimmed(2, m.surname).max(100, { error: m.surname }),
  email,
  identificationNumber,
  parentName: trimmed(2, m.name).max(100, { error: m.name }),
  parentSurname: trimmed(2, m.surname).max(100, { error: m.surname }),
  parentIdentificationNumber: identificationNumber,
  fullAddress: trimmed(10, m.fullAddress).max(500, { error: m.fullAddress }),
});
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>;

export const LoginSchema = z.object({
  username: z.string({ error: m.email }).trim().min(1, { error: m.email }).max(254, { error: m.email }),
  password: z.string({ error: m.password }).min(1, { error: m.password }).max(128, { error: m.password }),
});
export type Login = z.infer<typeof LoginSchema>;

export const TokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof TokensSchema>;

/** The seeds send `RefreshToken`; `refreshToken` is accepted too. */
export const RefreshTokenSchema = z
  .object({
    RefreshToken: z.string().min(1).max(512).optional(),
    refreshToken: z.string().min(1).max(512).optional(),
  })
  .refine((v) => Boolean(v.RefreshToken ?? v.refreshToken), {
    path: ['refreshToken'],
    error: 'Yenileme anahtarı (refreshToken) zorunludur.',
  })
  .transform((v) => ({ refreshToken: (v.RefreshToken ?? v.refreshToken) as string }));

export const UserInformationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roles: z.array(z.enum(RoleName)),
});
export type UserInformation = z.infer<typeof UserInformationSchema>;

/**
 * Profile as the owner sees it (the identification numbers in full, only here). Plain strings: an account made
 * from the environment or the CLI may not have filled every field yet, and an answer must still go out.
 */
export const ProfileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  identificationNumber: z.string(),
  parentName: z.string(),
  parentSurname: z.string(),
  parentIdentificationNumber: z.string(),
  fullAddress: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ForgotPasswordSchema = z.object({
  email: z.string({ error: m.forgotEmailMissing }).trim().min(1, { error: m.forgotEmailMissing }).pipe(email),
});
export const VerifyCodeSchema = z.object({
  email,
  code: z.string({ error: m.code }).regex(/^\d{6}$/, { error: m.code }),
});
/** `*******1234`: identification numbers shown anywhere but the owner's own profile. */
export const maskIdentificationNumber = (value: string): string =>
  value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
