import {
  AttendanceEntrySchema,
  AttendanceInputSchema,
  CalendarQuerySchema,
  CalendarSessionSchema,
  ClassSessionInputSchema,
  ClassSessionSchema,
  FeedUrlSchema,
  IdParamsSchema,
  MyAttendanceSchema,
  classMessages as m,
  Role,
} from '@kampus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../lib/app-error.ts';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import { myAttendance, saveRegister, sessionRegister } from './attendance.service.ts';
import { calendarFeed, calendarSessions, feedUrl } from './calendar.service.ts';
import { addSession, cancelSession, listSessions, updateSession } from './sessions.service.ts';

const tags = ['classes'];
const security = [{ bearerAuth: [] }];

/** Sessions of courses, attendance and the calendar (README.md, CONTRACT.md §16). */
export const classRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets } = app.deps;
  const events = eventsOf(app);
  const staff = { preHandler: app.requireRole(Role.Lecturer, Role.Admin) };
  const signedIn = { preHandler: app.authenticate };

  r.get(
    '/courses/:id/sessions',
    {
      preHandler: app.identify,
      schema: {
        tags,
        security: [{}, { bearerAuth: [] }],
        summary:
          'Kursun oturumları (zaman sırasıyla); yer yalnızca kayıtlılara, eğitmene ve yöneticilere, bağlantı kayıtlılara başlamadan 15 dakika önce',
        params: IdParamsSchema,
        response: responses(z.array(ClassSessionSchema), 404),
      },
    },
    async (request) => ok(await listSessions(db, request.params.id, request.currentUser)),
  );

  r.post(
    '/courses/:id/sessions',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Kursa oturum ekler (kursun eğitmeni veya yönetici); data oturumun kimliğidir',
        params: IdParamsSchema,
        body: ClassSessionInputSchema,
        response: responses(z.uuid(), 401, 403, 404),
      },
    },
    async (request) =>
      ok(await addSession(db, request.params.id, userOf(request), request.body), m.sessionAdded),
  );

  r.put(
    '/sessions/:id',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary:
          'Oturumu değiştirir veya taşır; zaman, yer ya da bağlantı değişince kayıtlı öğrencilere bildirilir',
        params: IdParamsSchema,
        body: ClassSessionInputSchema,
        response: responses(z.null(), 401, 403, 404, 422),
      },
    },
    async (request) => {
      await updateSession(db, events, request.params.id, userOf(request), request.body);
      return ok(null, m.sessionUpdated);
    },
  );

  r.delete(
    '/sessions/:id',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Oturumu iptal eder; kayıtlı öğrencilere e-posta ve bildirim gider',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404, 422),
      },
    },
    async (request) => {
      await cancelSession(db, events, request.params.id, userOf(request));
      return ok(null, m.sessionCancelled);
    },
  );

  r.get(
    '/sessions/:id/attendance',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Oturumun yoklaması: kursa kayıtlı her öğrenci (present null: yoklama henüz alınmadı)',
        params: IdParamsSchema,
        response: responses(z.array(AttendanceEntrySchema), 401, 403, 404),
      },
    },
    async (request) => ok(await sessionRegister(db, request.params.id, userOf(request))),
  );

  r.put(
    '/sessions/:id/attendance',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Yoklamayı kaydeder: listedekiler geldi, kayıtlı diğer öğrenciler gelmedi',
        params: IdParamsSchema,
        body: AttendanceInputSchema,
        response: responses(z.array(AttendanceEntrySchema), 401, 403, 404, 422),
      },
    },
    async (request) =>
      ok(
        await saveRegister(db, request.params.id, userOf(request), request.body.presentStudentIds),
        m.attendanceSaved,
      ),
  );

  r.get(
    '/courses/:id/my-attendance',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kayıtlı öğrencinin bu kurstaki yoklama kayıtları',
        params: IdParamsSchema,
        response: responses(MyAttendanceSchema, 401, 403, 404),
      },
    },
    async (request) => ok(await myAttendance(db, request.params.id, userOf(request))),
  );

  r.get(
    '/calendar/sessions',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Oturum açan kişinin (öğrenci veya eğitmen olarak) oturumları; varsayılan: bir hafta önceden 90 gün sonrasına',
        querystring: CalendarQuerySchema,
        response: responses(z.array(CalendarSessionSchema), 401),
      },
    },
    async (request) => ok(await calendarSessions(db, userOf(request), request.query)),
  );

  r.get(
    '/calendar/feed-url',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Kişisel iCalendar takvim aboneliğinin adresi (telefon takvimleri bu adrese abone olur)',
        response: responses(FeedUrlSchema, 401),
      },
    },
    async (request) => ok({ url: feedUrl(config.publicUrl, secrets.dataKey, userOf(request).id) }),
  );

  r.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        security: [{}],
        summary: 'Kişisel iCalendar akışı (oturum açmadan; adresteki imzalı anahtarla): text/calendar',
        params: z.object({ file: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith('.ics')) throw appError('CALENDAR_FEED_NOT_FOUND');
      const body = await calendarFeed(
        db,
        { publicUrl: config.publicUrl, schoolName: config.school.name },
        secrets.dataKey,
        file.slice(0, -'.ics'.length),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="kampus.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
