import {
  IdParamsSchema,
  LeaderboardPreferenceSchema,
  LeaderboardSchema,
  pointsMessages as m,
  PointsSummarySchema,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import {
  courseLeaderboard,
  leaderboardPreference,
  pointsSummary,
  setLeaderboardPreference,
} from './points.service.ts';

const tags = ['points'];
const security = [{ bearerAuth: [] }];

/** Points: the learner's history, a course's leaderboard and the learner's choice to appear on leaderboards. */
export const pointsRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  r.get(
    '/students/points',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Puanlarım: toplam ve kazanılan puanlar (en yeni önce)',
        security,
        response: responses(PointsSummarySchema, 401),
      },
    },
    async (request) => ok(await pointsSummary(db, userOf(request).id)),
  );

  r.get(
    '/courses/:id/leaderboard',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Kursun liderlik tablosu: ilk 10 ve benim sıram (yalnızca kursa kayıtlı öğrenciler)',
        security,
        params: IdParamsSchema,
        response: responses(LeaderboardSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await courseLeaderboard(db, request.params.id, userOf(request))),
  );

  r.get(
    '/students/leaderboard-preference',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Liderlik tablolarında görünme tercihi',
        security,
        response: responses(LeaderboardPreferenceSchema, 401),
      },
    },
    async (request) => ok(await leaderboardPreference(db, userOf(request).id)),
  );

  r.put(
    '/students/leaderboard-preference',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Liderlik tablolarında görünme tercihini değiştirir',
        security,
        body: LeaderboardPreferenceSchema,
        response: responses(LeaderboardPreferenceSchema, 401),
      },
    },
    async (request) => {
      const saved = await setLeaderboardPreference(db, userOf(request).id, request.body);
      return ok(saved, saved.showOnLeaderboard ? m.leaderboardShown : m.leaderboardHidden);
    },
  );
};
