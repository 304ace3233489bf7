import {
  authMessages,
  type ChangePassword,
  type Login,
  type Profile,
  type ProfileFields,
  type Register,
  type ResetPassword,
  type Tokens,
  type UserInformation,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Account calls. Public ones send no token and never refresh. */

export const loginRequest = (body: Login) =>
  api.post<Tokens>(apiPaths.login, body, { auth: false, successMessage: false, errorNotice: false });

export const registerRequest = (body: Register) =>
  api.post<string>(apiPaths.register, body, {
    auth: false,
    successMessage: 'Kayıt başarılı. Giriş yapabilirsiniz.',
  });

/** Revokes the current session on the server; a 401 then must not start another sign-in loop. */
export const logoutRequest = () =>
  api.post<null>(apiPaths.logout, {}, { successMessage: false, errorNotice: false, keepSessionOn401: true });

export const fetchUserInformation = (signal?: AbortSignal) =>
  api.get<UserInformation>(apiPaths.userInformation, { signal });

export const fetchProfile = (signal?: AbortSignal) => api.get<Profile>(apiPaths.studentBySession, { signal });

export const updateProfile = (body: ProfileFields) =>
  api.post<null>(apiPaths.studentBySession, body, {
    successMessage: 'Güncelleme başarılı.',
    errorNotice: false,
  });

export const changePasswordRequest = (body: ChangePassword) =>
  api.post<null>(apiPaths.changePassword, body, {
    successMessage: 'Şifreniz başarıyla değiştirildi.',
    errorNotice: false,
  });

export const forgotPasswordRequest = (email: string) =>
  api.post<null>(
    apiPaths.forgotPassword,
    { email },
    { auth: false, successMessage: 'Doğrulama kodu e-posta adresinize gönderildi.' },
  );

export const verifyCodeRequest = (email: string, code: string) =>
  api.post<null>(apiPaths.verifyCode, { email, code }, { auth: false, successMessage: false });

export const resetPasswordRequest = (body: ResetPassword) =>
  api.post<null>(apiPaths.resetPassword, body, {
    auth: false,
    successMessage: authMessages.resetSuccess,
  });
