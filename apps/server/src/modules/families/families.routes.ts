import {
  AcceptInvitationSchema,
  ChildOverviewSchema,
  CreateInvitationSchema,
  FamilyInvitationSchema,
  FamilyMemberSchema,
  familyMessages,
  IdParamsSchema,
  InvitationLookupQuerySchema,
  InvitationLookupSchema,
  RegisterParentSchema,
  Role,
} from '@kampus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import { eventsOf } from '../announcements/index.ts';
import {
  createInvitation,
  deleteInvitation,
  type FamilyDeps,
  listInvitations,
  lookupInvitation,
} from './invitations.service.ts';
import { acceptInvitation, listChildren, listParents, registerParent, unlink } from './linking.service.ts';
import { childOverview } from './overview.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['families'];
const ChildParamsSchema = z.object({ childId: z.uuid({ error: 'Öğrenci kimliği geçersiz.' }) });
const ParentParamsSchema = z.object({ parentId: z.uuid({ error: 'Veli kimliği geçersiz.' }) });

/** Parents and their children (CONTRACT.md §12; module README). */
export const familyRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const events = eventsOf(app);
  const deps = (request: FastifyRequest): FamilyDeps => ({
    db: app.deps.db,
    secrets: app.deps.secrets,
    config: app.deps.config,
    events,
    log: request.log,
  });
  const student = { preHandler: app.requireRole(Role.Student) };
  const signedIn = { preHandler: app.authenticate };
  const client = (request: FastifyRequest) => ({ ip: request.ip });

  r.post(
    '/families/invitations',
    {
      ...student,
      schema: {
        tags,
        security,
        summary:
          'Bir veliyi e-postayla davet eder (bağlantı 7 gün geçerli, tek kullanımlık); data davetin kimliğidir',
        body: CreateInvitationSchema,
        response: responses(z.uuid(), 401, 403, 413, 422),
      },
    },
    async (request) =>
      ok(
        await createInvitation(deps(request), userOf(request).id, request.body.email),
        familyMessages.invitationSent,
      ),
  );

  r.get(
    '/families/invitations',
    {
      ...student,
      schema: {
        tags,
        security,
        summary: 'Öğrencinin bekleyen veli davetleri',
        response: responses(z.array(FamilyInvitationSchema), 401, 403),
      },
    },
    async (request) => ok(await listInvitations(app.deps.db, userOf(request).id)),
  );

  r.delete(
    '/families/invitations/:id',
    {
      ...student,
      schema: {
        tags,
        security,
        summary: 'Bekleyen bir daveti geri çeker; bağlantısı artık çalışmaz',
        params: IdParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      await deleteInvitation(app.deps.db, userOf(request).id, request.params.id);
      return ok(null, familyMessages.invitationDeleted);
    },
  );

  r.get(
    '/families/invitations/lookup',
    {
      schema: {
        tags,
        summary:
          'Davet bağlantısının gösterdiği bilgiler (oturum gerekmez): öğrencinin adı ve soyadının baş harfi',
        querystring: InvitationLookupQuerySchema,
        response: responses(InvitationLookupSchema, 404),
      },
    },
    async (request) => ok(await lookupInvitation(app.deps.db, request.query.token)),
  );

  r.post(
    '/families/invitations/accept',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Oturum açmış hesap daveti kabul eder ve Veli rolünü alır',
        body: AcceptInvitationSchema,
        response: responses(z.null(), 401, 404, 413, 422, 429),
      },
    },
    async (request) => {
      await acceptInvitation(deps(request), userOf(request).id, request.body, client(request));
      return ok(null, familyMessages.linked);
    },
  );

  r.post(
    '/authentication/register-parent',
    {
      schema: {
        tags: ['authentication', ...tags],
        summary:
          'Davetle yeni veli hesabı açar (yalnızca Veli rolü) ve öğrenciye bağlar; data yeni kullanıcının kimliğidir',
        body: RegisterParentSchema,
        response: responses(z.uuid(), 404, 413, 422, 429),
      },
    },
    async (request) =>
      ok(await registerParent(deps(request), request.body, client(request)), familyMessages.parentRegistered),
  );

  r.get(
    '/parents/children',
    {
      preHandler: app.requireRole(Role.Parent),
      schema: {
        tags,
        security,
        summary: 'Velinin bağlı çocukları',
        response: responses(z.array(FamilyMemberSchema), 401, 403),
      },
    },
    async (request) => ok(await listChildren(deps(request), userOf(request).id)),
  );

  r.get(
    '/parents/children/:childId/overview',
    {
      // Any signed-in caller, as for unlinking: only a link opens a child, and everyone else (a student, a parent
      // of other children) gets the same 404, so the route tells nothing about who exists.
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          'Bağlı bir çocuğun kursları, sertifikaları, siparişleri ve quiz sonuçları; bağlı olmayan çocuk 404',
        params: ChildParamsSchema,
        response: responses(ChildOverviewSchema, 401, 404),
      },
    },
    async (request) => ok(await childOverview(deps(request), userOf(request).id, request.params.childId)),
  );

  r.delete(
    '/parents/children/:childId',
    {
      // Any signed-in caller: whoever is not linked to the child gets 404, whatever their roles.
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Veli, çocuğuyla bağlantısını kaldırır; erişimi hemen sona erer',
        params: ChildParamsSchema,
        response: responses(z.null(), 401, 404),
      },
    },
    async (request) => {
      await unlink(deps(request), userOf(request).id, request.params.childId, 'CHILD_NOT_FOUND');
      return ok(null, familyMessages.unlinked);
    },
  );

  r.get(
    '/families/parents',
    {
      ...student,
      schema: {
        tags,
        security,
        summary: 'Öğrencinin bağlı velileri',
        response: responses(z.array(FamilyMemberSchema), 401, 403),
      },
    },
    async (request) => ok(await listParents(deps(request), userOf(request).id)),
  );

  r.delete(
    '/families/parents/:parentId',
    {
      ...student,
      schema: {
        tags,
        security,
        summary: 'Öğrenci bir velisinin bağlantısını kaldırır; velinin erişimi hemen sona erer',
        params: ParentParamsSchema,
        response: responses(z.null(), 401, 403, 404),
      },
    },
    async (request) => {
      await unlink(deps(request), request.params.parentId, userOf(request).id, 'PARENT_NOT_FOUND');
      return ok(null, familyMessages.unlinked);
    },
  );
};
