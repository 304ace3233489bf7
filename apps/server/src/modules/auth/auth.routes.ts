import {
  authMessages,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RefreshTokenSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokensSchema,
  VerifyCodeSchema,
} from '@kampus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/announcements.ts';
import { type AuthDeps, type ClientInfo, login, logout, refresh, register } from './auth.service.ts';
import { changePassword, requestPasswordReset, resetPassword, verifyResetCode } from './passwords.service.ts';

const tags = ['authentication'];
const bearer = [{ bearerAuth: [] }];

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Accounts and sessions under /authentication (CONTRACT.md §4, §10). */
export const authRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const events = eventsOf(app);
  /** The request's own logger, so that security events carry its request id. */
  const deps = (request: FastifyRequest): AuthDeps => ({
    db: app.deps.db,
    secrets: app.deps.secrets,
    config: app.deps.config,
    mailer: app.mailer,
    log: request.log,
    events,
  });

  r.post(
    '/authentication/register',
    {
      schema: {
        tags,
        summary: 'Yeni öğrenci hesabı açar; data yeni kullanıcının kimliğidir',
        body: RegisterSchema,
        response: responses(z.uuid(), 413, 422, 429),
      },
    },
    async (request) =>
      ok(await register(deps(request), request.body, clientOf(request)), authMessages.registered),
  );

  r.post(
    '/authentication/login',
    {
      schema: {
        tags,
        summary: 'E-posta (username) ve şifre ile giriş; erişim ve yenileme anahtarlarını döner',
        body: LoginSchema,
        response: responses(TokensSchema, 413, 422, 429),
      },
    },
    async (request) => ok(await login(deps(request), request.body, clientOf(request))),
  );

  r.post(
    '/authentication/refresh-token',
    {
      schema: {
        tags,
        summary: 'Yenileme anahtarını yeni bir çiftle değiştirir (her anahtar bir kez kullanılır)',
        body: RefreshTokenSchema,
        response: responses(TokensSchema, 401, 413),
      },
    },
    async (request) => ok(await refresh(deps(request), request.body.refreshToken)),
  );

  r.post(
    '/authentication/logout',
    {
      schema: {
        tags,
        summary: 'Geçerli oturumu sonlandırır',
        security: bearer,
        response: responses(z.null(), 401),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await logout(deps(request), userOf(request));
      return ok(null, authMessages.loggedOut);
    },
  );

  r.post(
    '/authentication/change-password',
    {
      schema: {
        tags,
        summary: 'Şifreyi değiştirir; diğer tüm oturumlar sonlanır',
        security: bearer,
        body: ChangePasswordSchema,
        response: responses(z.null(), 401, 413, 422),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await changePassword(deps(request), userOf(request), request.body);
      return ok(null, authMessages.passwordChanged);
    },
  );

  r.post(
    '/authentication/forgot-password',
    {
      schema: {
        tags,
        summary: 'Hesap varsa 6 haneli sıfırlama kodunu e-postayla gönderir; yanıt her zaman aynıdır',
        body: ForgotPasswordSchema,
        response: responses(z.null(), 413, 429),
      },
    },
    async (request) => {
      await requestPasswordReset(deps(request), request.body.email, clientOf(request));
      return ok(null, authMessages.resetCodeSent);
    },
  );

  r.post(
    '/authentication/verify-code',
    {
      schema: {
        tags,
        summary: 'Sıfırlama kodunu harcamadan doğrular',
        body: VerifyCodeSchema,
        response: responses(z.null(), 413, 422),
      },
    },
    async (request) => {
      await verifyResetCode(deps(request), request.body.email, request.body.code);
      return ok(null, authMessages.codeVerified);
    },
  );

  r.post(
    '/authentication/reset-password',
    {
      schema: {
        tags,
        summary: 'Kodu harcayarak yeni şifreyi kaydeder; tüm oturumlar sonlanır',
        body: ResetPasswordSchema,
        response: responses(z.null(), 413, 422),
      },
    },
    async (request) => {
      await resetPassword(deps(request), request.body);
      return ok(null, authMessages.resetSuccess);
    },
  );
};
