import type { AddressInfo } from 'node:net';
import { authMessages as m } from '@kampus/contract';
import { parseMail, readOutbox } from '@kampus/test-support';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, loginAs, post, registerUser, signedInUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { passwordResetCodes, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every forgot-password call comes from its own address unless a test is about the per-address limit. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

const forgot = (email: unknown, remoteAddress = nextAddress()) =>
  post(t, '/authentication/forgot-password', { email }, undefined, remoteAddress);

/** Asks for a code and reads it from the newest mail to that address in the outbox. */
const requestCode = async (email: string) => {
  const res = await forgot(email);
  expect(res.statusCode).toBe(200);
  await t.app.mailer.idle();
  const mails = (await readOutbox(t.dataDir)).filter((mail) => mail.headers.to === email);
  const text = mails.at(-1)?.text ?? '';
  const code = /doğrulama kodunuz: (\d{6})/.exec(text)?.[1];
  expect(code, text).toBeDefined();
  return code as string;
};

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /authentication/forgot-password', () => {
  it('mails a six-digit code with a Turkish subject to the account’s address', async () => {
    const { body } = await registerUser(t);
    const before = (await readOutbox(t.dataDir)).length;
    const res = await forgot(body.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: m.resetCodeSent, data: null, error: null });
    await t.app.mailer.idle();
    const outbox = await readOutbox(t.dataDir);
    expect(outbox).toHaveLength(before + 1);
    const mail = outbox.find((x) => x.headers.to === body.email);
    expect(mail?.subject).toBe('Kampüs şifre sıfırlama doğrulama kodunuz');
    expect(mail?.text).toMatch(/Merhaba Ayşe,/);
    expect(mail?.text).toMatch(/doğrulama kodunuz: \d{6}/);
    expect(mail?.headers.from).toContain('no-reply@kampus.local');
  });

  it('stores only a keyed hash of the code, valid for 15 minutes', async () => {
    const { id, body } = await registerUser(t);
    const code = await requestCode(body.email);
    const [row] = await t.app.deps.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, id));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(15 * 60 * 1000);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = (await readOutbox(t.dataDir)).length;
    const res = await forgot('kimse-yok@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.resetCodeSent);
    await t.app.mailer.idle();
    expect(await readOutbox(t.dataDir)).toHaveLength(before);
  });

  it('mails nothing for a deleted account', async () => {
    const { id, body } = await registerUser(t);
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const res = await forgot(body.email);
    expect(res.statusCode).toBe(200);
    await t.app.mailer.idle();
    expect((await readOutbox(t.dataDir)).filter((x) => x.headers.to === body.email)).toHaveLength(0);
  });

  it('rejects a missing e-mail with the seed message', async () => {
    const missing = await post(t, '/authentication/forgot-password', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: m.forgotEmailMissing });
    const blank = await forgot('   ');
    expect(blank.json().error.fields).toEqual({ email: m.forgotEmailMissing });
    const malformed = await forgot('not-an-email');
    expect(malformed.json().error.fields).toEqual({ email: m.email });
  });

  it('answers 429 on the 4th request for one e-mail within 15 minutes', async () => {
    const email = 'sinir-deneme@example.com';
    for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(200);
    const fourth = await forgot(email.toUpperCase());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toEqual({
      code: 'TOO_MANY_RESET_REQUESTS',
      errorMessage: m.tooManyResetRequests,
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 on the 31st request from one address', async () => {
    const from = '203.0.113.9';
    for (let i = 0; i < 30; i++) expect((await forgot(`adres-${i}@example.com`, from)).statusCode).toBe(200);
    expect((await forgot('adres-31@example.com', from)).statusCode).toBe(429);
    expect((await forgot('adres-31@example.com', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('POST /authentication/verify-code', () => {
  it('accepts the mailed code without spending it', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    const first = await post(t, '/authentication/verify-code', { email: body.email, code });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(m.codeVerified);
    expect((await post(t, '/authentication/verify-code', { email: body.email, code })).statusCode).toBe(200);
  });

  it('refuses a wrong code and an unknown address with one message', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    const wrong = await post(t, '/authentication/verify-code', { email: body.email, code: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.errorMessage).toBe(m.invalidCode);
    const unknown = await post(t, '/authentication/verify-code', { email: 'kimse-yok@example.com', code });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.errorMessage).toBe(m.invalidCode);
  });

  it('refuses an expired code', async () => {
    const { id, body } = await registerUser(t);
    const code = await requestCode(body.email);
    await t.app.deps.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, id));
    const res = await post(t, '/authentication/verify-code', { email: body.email, code });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.invalidCode);
  });

  it('kills a code after five wrong attempts, even for the right code afterwards', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/authentication/verify-code', { email: body.email, code: otherCode(code) });
      expect(res.statusCode).toBe(422);
      answers.push(res.json().error.errorMessage);
    }
    expect(answers).toEqual([
      m.invalidCode,
      m.invalidCode,
      m.invalidCode,
      m.invalidCode,
      m.codeAttemptsExceeded,
    ]);
    const right = await post(t, '/authentication/verify-code', { email: body.email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().error.errorMessage).toBe(m.codeAttemptsExceeded);
    const reset = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'yeni-sifre',
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().error.errorMessage).toBe(m.codeAttemptsExceeded);
  });

  it('counts wrong attempts against parallel guesses too', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(t, '/authentication/verify-code', { email: body.email, code: otherCode(code) }),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 422)).toBe(true);
    const [row] = await t.app.deps.db
      .select({ failedAttempts: passwordResetCodes.failedAttempts })
      .from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId))
      .where(eq(users.email, body.email));
    expect(row?.failedAttempts).toBe(5);
  });

  it('does not count a right code as a wrong attempt', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    for (let i = 0; i < 4; i++)
      await post(t, '/authentication/verify-code', { email: body.email, code: otherCode(code) });
    for (let i = 0; i < 3; i++)
      expect((await post(t, '/authentication/verify-code', { email: body.email, code })).statusCode).toBe(
        200,
      );
  });

  it('accepts only the newest code once a new one is requested', async () => {
    const { body } = await registerUser(t);
    const first = await requestCode(body.email);
    const second = await requestCode(body.email);
    if (first !== second) {
      const old = await post(t, '/authentication/verify-code', { email: body.email, code: first });
      expect(old.statusCode).toBe(422);
    }
    expect(
      (await post(t, '/authentication/verify-code', { email: body.email, code: second })).statusCode,
    ).toBe(200);
  });

  it('rejects a code that is not six digits with 400', async () => {
    const res = await post(t, '/authentication/verify-code', { email: 'a@example.com', code: '12a45' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ code: m.code });
  });
});

describe('POST /authentication/reset-password', () => {
  it('sets the new password, spends the code and ends every session', async () => {
    const { body, tokens } = await signedInUser(t);
    const code = await requestCode(body.email);
    const res = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'yepyeni-şifre',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.resetSuccess);
    expect((await get(t, '/users/information', tokens.accessToken)).statusCode).toBe(401);
    expect(
      (await post(t, '/authentication/refresh-token', { RefreshToken: tokens.refreshToken })).statusCode,
    ).toBe(401);
    const old = await post(t, '/authentication/login', { username: body.email, password: body.password });
    expect(old.statusCode).toBe(422);
    await loginAs(t, body.email, 'yepyeni-şifre');

    const again = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'baska-sifre',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.errorMessage).toBe(m.invalidCode);
    expect((await post(t, '/authentication/verify-code', { email: body.email, code })).statusCode).toBe(422);
  });

  it('refuses a wrong code and leaves the password unchanged', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    const res = await post(t, '/authentication/reset-password', {
      email: body.email,
      code: otherCode(code),
      newPassword: 'yepyeni-sifre',
    });
    expect(res.statusCode).toBe(422);
    await loginAs(t, body.email, body.password);
  });

  it('refuses an expired code', async () => {
    const { id, body } = await registerUser(t);
    const code = await requestCode(body.email);
    await t.app.deps.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResetCodes.userId, id));
    const res = await post(t, '/authentication/reset-password', {
      email: body.email,
      code,
      newPassword: 'yeni-sifre',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.errorMessage).toBe(m.invalidCode);
  });

  it('lets only one of two parallel resets with the same code through', async () => {
    const { body } = await registerUser(t);
    const code = await requestCode(body.email);
    const results = await Promise.all(
      ['birinci-sifre', 'ikinci-sifre'].map((newPassword) =>
        post(t, '/authentication/reset-password', { email: body.email, code, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('rejects a short new password with the seed message', async () => {
    const res = await post(t, '/authentication/reset-password', {
      email: 'a@example.com',
      code: '123456',
      newPassword: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ newPassword: m.password });
  });
});

describe('password reset mail over SMTP (SMTP_URL set)', () => {
  it('delivers the code through the SMTP server and writes no outbox file', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    const smtpApp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Kampüs <sifre@kampus.test>',
    });
    try {
      const { body } = await registerUser(smtpApp);
      const res = await post(smtpApp, '/authentication/forgot-password', { email: body.email });
      expect(res.statusCode).toBe(200);
      await smtpApp.app.mailer.idle();
      expect(received).toHaveLength(1);
      const mail = parseMail(received[0] ?? '');
      expect(mail.subject).toBe('Kampüs şifre sıfırlama doğrulama kodunuz');
      expect(mail.headers.from).toContain('sifre@kampus.test');
      const code = /doğrulama kodunuz: (\d{6})/.exec(mail.text)?.[1] ?? '';
      const verified = await post(smtpApp, '/authentication/verify-code', { email: body.email, code });
      expect(verified.statusCode).toBe(200);
      expect(await readOutbox(smtpApp.dataDir)).toHaveLength(0);
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
