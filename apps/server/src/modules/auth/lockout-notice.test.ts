import { authMessages as m } from '@kampus/contract';
import { readOutbox } from '@kampus/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../../test/support/auth.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { rateLimitEvents, users } from '../../db/schema/index.ts';

const LOCK_SUBJECT = 'Kampüs hesabınıza girişler geçici olarak durduruldu';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kampus.example.com' });
});
afterAll(async () => {
  await t?.close();
});

/** Every account gets its own address, so the per-address limit never interferes unless a test wants it. */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `192.0.2.${address}`;
};

const failLogin = (email: string, from: string) =>
  post(t, '/authentication/login', { username: email, password: 'yanlis-tahmin' }, undefined, from);

const lockMailsTo = async (email: string) => {
  await t.app.mailer.idle();
  return (await readOutbox(t.dataDir)).filter(
    (mail) => mail.headers.to === email && mail.subject === LOCK_SUBJECT,
  );
};

describe('account lockout after failed logins', () => {
  it('mails the owner once, in Turkish, when the 5th failure locks the account, and the 6th try gets 429', async () => {
    const { body } = await registerUser(t);
    const from = nextAddress();
    for (let i = 1; i <= 4; i += 1) {
      expect((await failLogin(body.email, from)).statusCode).toBe(422);
      expect(await lockMailsTo(body.email), `after failure ${i}`).toHaveLength(0);
    }
    expect((await failLogin(body.email, from)).statusCode).toBe(422);
    const [mail] = await lockMailsTo(body.email);
    expect(mail?.text).toContain('Merhaba Ayşe,');
    expect(mail?.text).toContain('5 kez hatalı şifreyle giriş denendi');
    expect(mail?.text).toContain('15 dakika');
    expect(mail?.text).toContain(`IP adresi: ${from}`);
    expect(mail?.text).toContain('https://kampus.example.com/forgot-password');

    const locked = await post(
      t,
      '/authentication/login',
      { username: body.email, password: body.password },
      undefined,
      from,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: 'TOO_MANY_LOGINS', errorMessage: m.tooManyLogins });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends no second notice while the lock window lasts, however often the lock is hit', async () => {
    const { body } = await registerUser(t);
    const from = nextAddress();
    for (let i = 0; i < 5; i += 1) await failLogin(body.email, from);
    for (let i = 0; i < 4; i += 1) expect((await failLogin(body.email, nextAddress())).statusCode).toBe(429);
    expect(await lockMailsTo(body.email)).toHaveLength(1);
  });

  it('notifies once when failures for one account race each other', async () => {
    const { body } = await registerUser(t);
    const from = nextAddress();
    await Promise.all(Array.from({ length: 8 }, () => failLogin(body.email, from)));
    expect(await lockMailsTo(body.email)).toHaveLength(1);
  });

  it('notifies again after a lock window has passed and the account is locked anew', async () => {
    const { body } = await registerUser(t);
    const from = nextAddress();
    for (let i = 0; i < 5; i += 1) await failLogin(body.email, from);
    expect(await lockMailsTo(body.email)).toHaveLength(1);
    // Sixteen minutes later: the failures and the notice have left the window.
    await t.app.deps.db
      .update(rateLimitEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(rateLimitEvents.key, body.email.toLowerCase()));
    for (let i = 0; i < 5; i += 1) expect((await failLogin(body.email, from)).statusCode).toBe(422);
    expect(await lockMailsTo(body.email)).toHaveLength(2);
  });

  it('mails nothing for an unknown address or a deleted account', async () => {
    const from = nextAddress();
    for (let i = 0; i < 6; i += 1) await failLogin('kimse.yok@example.com', from);
    expect(await lockMailsTo('kimse.yok@example.com')).toHaveLength(0);

    const { id, body } = await registerUser(t);
    await t.app.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    for (let i = 0; i < 6; i += 1) await failLogin(body.email, from);
    expect(await lockMailsTo(body.email)).toHaveLength(0);
  });

  it('does not tell account owners about the per-address limit, which locks no account', async () => {
    const accounts = await Promise.all([registerUser(t), registerUser(t)]);
    const from = nextAddress();
    // 50 failures spread over many unknown e-mails from one address, then one each for the real accounts.
    for (let i = 0; i < 50; i += 1) await failLogin(`yok.${i}@example.com`, from);
    for (const { body } of accounts) {
      expect((await failLogin(body.email, from)).statusCode).toBe(429);
      expect(await lockMailsTo(body.email)).toHaveLength(0);
    }
  });
});
