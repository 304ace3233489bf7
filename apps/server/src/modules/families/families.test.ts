import { FAMILY_CONSENT_VERSION } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, get, idNumber, post, signedInUser } from '../../../test/support/auth.ts';
import { deliverQueuedMail } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { familyConsents, familyInvitations, mailOutbox, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://okul.example.com' });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const address = (who: string) => `${who}.${++seq}.${Date.now().toString(36)}@example.com`;

const del = (url: string, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `${API}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const data = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};
const refusal = (res: { statusCode: number; body: string }, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const error = JSON.parse(res.body).error;
  expect(error.code).toBe(code);
  expect(error.errorMessage).toMatch(/[a-zçğıöşü]/);
  return error;
};

/** A student whose registration names `parentId` as the parent's identification number. */
const newStudent = (parentId = idNumber()) =>
  signedInUser(t, { name: 'Ayşe', surname: 'yılmaz', parentIdentificationNumber: parentId }).then((s) => ({
    ...s,
    parentId,
  }));

/** Invites `email` and returns the token from the delivered mail, as the parent would read it. */
const invite = async (studentToken: string, email: string) => {
  const id = data(await post(t, '/families/invitations', { email }, studentToken)) as string;
  await deliverQueuedMail(t);
  const mails = (await readOutbox(t.dataDir)).filter((m) => m.headers.to?.includes(email));
  expect(mails).toHaveLength(1);
  const token = mails[0]?.text.match(/family\/join\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();
  return { id, token: token as string, mail: mails[0] };
};

const parentBody = (token: string, identificationNumber: string, overrides: object = {}) => ({
  token,
  name: 'Mehmet',
  surname: 'Yılmaz',
  email: address('veli'),
  identificationNumber,
  password: 'gizli-veli-şifresi',
  confirmPassword: 'gizli-veli-şifresi',
  consent: true,
  ...overrides,
});

const login = async (email: string, password: string) =>
  data(await post(t, '/authentication/login', { username: email, password })).accessToken as string;

describe('POST /families/invitations', () => {
  it('stores only the token hash and queues one mail whose link is sealed in the outbox', async () => {
    const child = await newStudent();
    const email = address('anne');
    const { id, token, mail } = await invite(child.tokens.accessToken, email);
    expect(mail?.subject).toContain('Ayşe Y.');
    expect(mail?.text).toContain(`https://okul.example.com/family/join?token=${token}`);
    expect(mail?.html).toContain('Daveti kabul et');
    const { db } = t.app.deps;
    const [row] = await db.select().from(familyInvitations).where(eq(familyInvitations.id, id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const queued = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `family-invitation:${id}`));
    expect(queued).toHaveLength(1);
    expect(JSON.stringify(queued[0]?.data)).not.toContain(token);
    // Sending again changes nothing: one event, one mail.
    await deliverQueuedMail(t);
    expect((await readOutbox(t.dataDir)).filter((m) => m.headers.to?.includes(email))).toHaveLength(1);

    const pending = data(await get(t, '/families/invitations', child.tokens.accessToken));
    expect(pending).toEqual([{ id, email, createdAt: expect.any(String), expiresAt: expect.any(String) }]);
    const lookup = data(await get(t, `/families/invitations/lookup?token=${token}`));
    expect(lookup).toEqual({ childName: 'Ayşe Y.', email, expiresAt: row?.expiresAt.toISOString() });
  });

  it('refuses the student’s own address, more than five waiting invitations, and non-students', async () => {
    const child = await newStudent();
    refusal(
      await post(
        t,
        '/families/invitations',
        { email: child.body.email.toUpperCase() },
        child.tokens.accessToken,
      ),
      422,
      'INVITATION_OWN_EMAIL',
    );
    for (let i = 0; i < 5; i += 1)
      data(await post(t, '/families/invitations', { email: address('x') }, child.tokens.accessToken));
    refusal(
      await post(t, '/families/invitations', { email: address('x') }, child.tokens.accessToken),
      422,
      'INVITATION_LIMIT',
    );
    expect((await post(t, '/families/invitations', { email: address('x') })).statusCode).toBe(401);
    const bad = await post(t, '/families/invitations', { email: 'adres' }, child.tokens.accessToken);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).error.fields.email).toBe('Lütfen geçerli bir email adresi giriniz.');
  });

  it('withdraws an invitation: its link stops working and a second delete is 404', async () => {
    const child = await newStudent();
    const { id, token } = await invite(child.tokens.accessToken, address('baba'));
    const other = await newStudent();
    refusal(await del(`/families/invitations/${id}`, other.tokens.accessToken), 404, 'INVITATION_NOT_FOUND');
    data(await del(`/families/invitations/${id}`, child.tokens.accessToken));
    refusal(await get(t, `/families/invitations/lookup?token=${token}`), 404, 'INVITATION_NOT_FOUND');
    refusal(await del(`/families/invitations/${id}`, child.tokens.accessToken), 404, 'INVITATION_NOT_FOUND');
    expect(data(await get(t, '/families/invitations', child.tokens.accessToken))).toEqual([]);
  });
});

describe('POST /authentication/register-parent', () => {
  it('links a new Parent-only account once the number matches, with consent, and tells the child', async () => {
    const child = await newStudent();
    const { token } = await invite(child.tokens.accessToken, address('veli'));
    const wrong = parentBody(token, idNumber());
    refusal(await post(t, '/authentication/register-parent', wrong), 422, 'PARENT_ID_MISMATCH');
    const [none] = await t.app.deps.db.select().from(users).where(eq(users.email, wrong.email));
    expect(none).toBeUndefined();

    const noConsent = await post(
      t,
      '/authentication/register-parent',
      parentBody(token, child.parentId, { consent: false }),
    );
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.parse(noConsent.body).error.fields.consent).toMatch(/açık rıza/);
    const missing = parentBody(token, child.parentId) as Record<string, unknown>;
    delete missing.consent;
    expect((await post(t, '/authentication/register-parent', missing)).statusCode).toBe(400);
    const shortPassword = await post(
      t,
      '/authentication/register-parent',
      parentBody(token, child.parentId, { password: '123', confirmPassword: '123' }),
    );
    expect(JSON.parse(shortPassword.body).error.fields.password).toBe(
      'Lütfen en az 6 karakterli bir şifre giriniz.',
    );

    const body = parentBody(token, child.parentId);
    const parentId = data(
      await t.app.inject({
        method: 'POST',
        url: `${API}/authentication/register-parent`,
        payload: body,
        remoteAddress: '203.0.113.7',
      }),
    ) as string;
    const parentToken = await login(body.email, body.password);
    expect(data(await get(t, '/users/information', parentToken)).roles).toEqual(['Parent']);
    const [consent] = await t.app.deps.db
      .select()
      .from(familyConsents)
      .where(eq(familyConsents.parentId, parentId));
    expect(consent).toMatchObject({
      childId: child.id,
      textVersion: FAMILY_CONSENT_VERSION,
      ipAddress: '203.0.113.7',
    });

    const children = data(await get(t, '/parents/children', parentToken));
    expect(children).toEqual([
      { id: child.id, name: 'Ayşe', surname: 'yılmaz', linkedAt: expect.any(String) },
    ]);
    const parents = data(await get(t, '/families/parents', child.tokens.accessToken));
    expect(parents).toEqual([
      { id: parentId, name: 'Mehmet', surname: 'Yılmaz', linkedAt: expect.any(String) },
    ]);
    const told = data(await get(t, '/notifications', child.tokens.accessToken)).items;
    expect(told.filter((n: { category: string }) => n.category === 'family')).toMatchObject([
      { type: 'parent-joined', title: 'Veliniz hesabınıza bağlandı' },
    ]);

    // The link is spent.
    refusal(await get(t, `/families/invitations/lookup?token=${token}`), 404, 'INVITATION_NOT_FOUND');
    refusal(
      await post(t, '/authentication/register-parent', parentBody(token, child.parentId)),
      404,
      'INVITATION_NOT_FOUND',
    );
    expect(data(await get(t, '/families/invitations', child.tokens.accessToken))).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const child = await newStudent();
    const { id, token } = await invite(child.tokens.accessToken, address('veli'));
    await t.app.deps.db
      .update(familyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvitations.id, id));
    refusal(await get(t, `/families/invitations/lookup?token=${token}`), 404, 'INVITATION_NOT_FOUND');
    refusal(
      await post(t, '/authentication/register-parent', parentBody(token, child.parentId)),
      404,
      'INVITATION_NOT_FOUND',
    );
    refusal(
      await get(t, `/families/invitations/lookup?token=${'x'.repeat(43)}`),
      404,
      'INVITATION_NOT_FOUND',
    );
  });

  it('limits wrong numbers per child like failed logins: the sixth try is refused even with the right number', async () => {
    const child = await newStudent();
    const { token } = await invite(child.tokens.accessToken, address('veli'));
    for (let i = 0; i < 5; i += 1)
      refusal(
        await post(t, '/authentication/register-parent', parentBody(token, idNumber())),
        422,
        'PARENT_ID_MISMATCH',
      );
    const limited = await post(t, '/authentication/register-parent', parentBody(token, child.parentId));
    refusal(limited, 429, 'TOO_MANY_PARENT_ID_ATTEMPTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /families/invitations/accept', () => {
  it('adds the Parent role to a signed-in account, allows two parents and refuses a third', async () => {
    const child = await newStudent();
    const first = await newStudent();
    const second = await newStudent();
    const third = await newStudent();
    const accept = async (who: { tokens: { accessToken: string } }, number: string, extra: object = {}) => {
      const { token } = await invite(child.tokens.accessToken, address('veli'));
      return post(
        t,
        '/families/invitations/accept',
        { token, identificationNumber: number, consent: true, ...extra },
        who.tokens.accessToken,
      );
    };
    refusal(await accept(first, idNumber()), 422, 'PARENT_ID_MISMATCH');
    expect((await accept(first, child.parentId, { consent: false })).statusCode).toBe(400);
    data(await accept(first, child.parentId));
    expect(data(await get(t, '/users/information', first.tokens.accessToken)).roles).toEqual([
      'Student',
      'Parent',
    ]);
    refusal(await accept(first, child.parentId), 422, 'FAMILY_ALREADY_LINKED');
    data(await accept(second, child.parentId));
    refusal(await accept(third, child.parentId), 422, 'FAMILY_PARENT_LIMIT');
    expect(data(await get(t, '/families/parents', child.tokens.accessToken))).toHaveLength(2);
    expect(data(await get(t, '/users/information', third.tokens.accessToken)).roles).toEqual(['Student']);

    // A student cannot accept their own invitation; anonymous callers are refused first.
    const { token } = await invite(child.tokens.accessToken, address('veli'));
    refusal(
      await post(
        t,
        '/families/invitations/accept',
        { token, identificationNumber: child.parentId, consent: true },
        child.tokens.accessToken,
      ),
      422,
      'INVITATION_OWN',
    );
    expect((await post(t, '/families/invitations/accept', { token })).statusCode).toBe(401);
  });
});

describe('parents and children', () => {
  it('shows a child only to a linked parent and ends access at once when either side unlinks', async () => {
    const child = await newStudent();
    const parent = await newStudent();
    const { token } = await invite(child.tokens.accessToken, address('veli'));
    data(
      await post(
        t,
        '/families/invitations/accept',
        { token, identificationNumber: child.parentId, consent: true },
        parent.tokens.accessToken,
      ),
    );
    const stranger = await newStudent();
    const { token: t2 } = await invite(stranger.tokens.accessToken, address('veli'));
    const unlinkedParent = await newStudent();
    data(
      await post(
        t,
        '/families/invitations/accept',
        { token: t2, identificationNumber: stranger.parentId, consent: true },
        unlinkedParent.tokens.accessToken,
      ),
    );

    // A student (no Parent role) cannot list children; anyone not linked to this child gets 404.
    refusal(await get(t, '/parents/children', stranger.tokens.accessToken), 403, 'FORBIDDEN');
    refusal(await del(`/parents/children/${child.id}`, stranger.tokens.accessToken), 404, 'CHILD_NOT_FOUND');
    refusal(
      await del(`/parents/children/${child.id}`, unlinkedParent.tokens.accessToken),
      404,
      'CHILD_NOT_FOUND',
    );
    expect(
      data(await get(t, '/parents/children', unlinkedParent.tokens.accessToken)).map(
        (c: { id: string }) => c.id,
      ),
    ).toEqual([stranger.id]);
    refusal(
      await del(`/families/parents/${parent.id}`, stranger.tokens.accessToken),
      404,
      'PARENT_NOT_FOUND',
    );

    // The parent unlinks.
    data(await del(`/parents/children/${child.id}`, parent.tokens.accessToken));
    expect(data(await get(t, '/parents/children', parent.tokens.accessToken))).toEqual([]);
    expect(data(await get(t, '/families/parents', child.tokens.accessToken))).toEqual([]);
    refusal(await del(`/parents/children/${child.id}`, parent.tokens.accessToken), 404, 'CHILD_NOT_FOUND');

    // The child unlinks the other parent.
    data(await del(`/families/parents/${unlinkedParent.id}`, stranger.tokens.accessToken));
    expect(data(await get(t, '/parents/children', unlinkedParent.tokens.accessToken))).toEqual([]);
    refusal(
      await del(`/families/parents/${unlinkedParent.id}`, stranger.tokens.accessToken),
      404,
      'PARENT_NOT_FOUND',
    );
  });
});
