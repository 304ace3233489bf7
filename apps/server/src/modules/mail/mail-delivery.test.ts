import { freePort, type OutboxMail } from '@kampus/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../../test/support/auth.ts';
import { api, makeCourse, makePerson } from '../../../test/support/commerce-fixtures.ts';
import { eventually } from '../../../test/support/mail.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { lectures, mailOutbox } from '../../db/schema/index.ts';
import { verifyUnsubscribeToken } from '../notifications/unsubscribe-tokens.ts';

/*
 * Mail through a real SMTP server while the app works its queues: an outage delays mail but loses none and sends
 * none twice; each mail carries its event's Message-ID and, where the category can be turned off, RFC 8058 headers.
 */

let t: TestApp;
let sink: SmtpSink | null = null;
let port: number;
const received: OutboxMail[] = [];

beforeAll(async () => {
  // Nothing listens on the port yet: the mail server is down when the app starts.
  port = await freePort();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://okul.example.com',
    JOB_WORKERS: 'true',
    JOB_POLL_SECONDS: '0.5',
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

const outboxRow = async (userId: string, template: string) =>
  (await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).find(
    (r) => r.template === template,
  );

describe('mail while SMTP is down and after it comes back', () => {
  it('retries a mail that could not be sent and delivers it once when SMTP is back', async () => {
    const body = registration();
    const res = await api(t).post('/authentication/register', body);
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().data as string;
    // The first attempt fails while nothing listens: the row records it and stays pending.
    const failed = await eventually(
      async () => {
        const row = await outboxRow(userId, 'welcome');
        return row && row.attempts >= 1 ? row : undefined;
      },
      60_000,
      'a failed first attempt',
    );
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toBeTruthy();

    sink = await startSmtpSink(port, received);
    const sent = await eventually(
      async () => {
        const row = await outboxRow(userId, 'welcome');
        return row?.status === 'sent' ? row : undefined;
      },
      120_000,
      'the mail to be sent after SMTP came back',
    );
    const mails = received.filter((m) => m.headers.to === body.email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers['message-id']).toBe(sent.messageId);
    expect(sent.messageId).toMatch(/^<[0-9a-f]{32}@okul\.example\.com>$/);
    expect(mails[0]?.text).toContain(`Merhaba ${body.name},`);
    expect(mails[0]?.html).toContain('<html');
  });

  it('puts one-click unsubscribe headers on a learning mail that work for that user and category', async () => {
    sink ??= await startSmtpSink(port, received);
    const http = api(t);
    const lecturer = await makePerson(t, [2, 1]);
    const learner = await makePerson(t);
    const course = await makeCourse(t, lecturer.id, { priceKurus: 0 });
    const basket = (await http.post('/baskets/add-item', { courseId: course.id }, learner.token)).json().data;
    expect((await http.post('/orders/free', { basketId: basket.id }, learner.token)).statusCode).toBe(200);
    for (const { id } of await t.app.deps.db
      .select({ id: lectures.id })
      .from(lectures)
      .where(eq(lectures.courseId, course.id)))
      expect((await http.post(`/lectures/${id}/complete`, {}, learner.token)).statusCode).toBe(200);
    const mail = await eventually(
      async () =>
        received.find((m) => m.headers.to === learner.email && m.subject.includes('sertifikanız hazır')),
      120_000,
      'the certificate mail',
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(url.startsWith('https://okul.example.com/api/v1/web/notifications/unsubscribe?token=')).toBe(true);
    const token = new URL(url).searchParams.get('token') ?? '';
    expect(verifyUnsubscribeToken(t.app.deps.secrets.dataKey, token)).toEqual({
      userId: learner.id,
      category: 'learning',
    });
    // The link in the mail opens the web page whose button posts: a link followed in a browser must change nothing.
    expect(mail.text).toContain(`https://okul.example.com/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail.text).not.toContain('/api/v1/web/notifications/unsubscribe');
    // The receipt of the same learner is order mail: no unsubscribe header.
    const receipt = await eventually(
      async () => received.find((m) => m.headers.to === learner.email && m.subject.includes('makbuzunuz')),
      120_000,
      'the receipt',
    );
    expect(receipt.headers['list-unsubscribe']).toBeUndefined();
  });
});
