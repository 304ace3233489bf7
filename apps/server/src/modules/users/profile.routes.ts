import { authMessages, ProfileFieldsSchema, ProfileSchema, UserInformationSchema } from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { getProfile, getUserInformation, updateProfile } from './users.service.ts';

const security = [{ bearerAuth: [] }];

/** The signed-in user's own account: who they are, and the profile of the account-info form. */
export const profileRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, secrets } = app.deps;

  r.get(
    '/users/information',
    {
      schema: {
        tags: ['users'],
        summary: 'Oturumdaki kullanıcının kimliği, adı ve rol adları',
        security,
        response: responses(UserInformationSchema, 401),
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(await getUserInformation(db, userOf(request).id)),
  );

  r.get(
    '/students/by-session',
    {
      schema: {
        tags: ['users'],
        summary: 'Oturumdaki kullanıcının profili (kimlik numaraları yalnızca burada tam gösterilir)',
        security,
        response: responses(ProfileSchema, 401),
      },
      preHandler: app.authenticate,
    },
    async (request) => ok(await getProfile(db, secrets, userOf(request).id)),
  );

  r.post(
    '/students/by-session',
    {
      schema: {
        tags: ['users'],
        summary: 'Oturumdaki kullanıcının profilini günceller; yeni e-posta başka bir hesaba ait olamaz',
        security,
        body: ProfileFieldsSchema,
        response: responses(z.null(), 401, 413, 422),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await updateProfile(db, secrets, userOf(request).id, request.body, {
        mailer: app.mailer,
        log: request.log,
      });
      return ok(null, authMessages.profileUpdated);
    },
  );
};
