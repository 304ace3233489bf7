import { Role } from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, makePerson, type Person } from '../../../test/support/commerce-fixtures.ts';
import { eventually } from '../../../test/support/mail.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';

/*
 * Failed jobs through the admin API: a mail job that cannot succeed (its template is unknown) and may not be
 * retried fails at once, is listed with its error, and once the cause is fixed an admin's retry sends the mail.
 */

let t: TestApp;
let http: ReturnType<typeof api>;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp({ JOB_WORKERS: 'true', JOB_POLL_SECONDS: '0.5' });
  http = api(t);
  admin = await makePerson(t, [Role.Admin]);
});
afterAll(async () => {
  await t?.close();
});

type FailedPage = {
  items: Array<{ id: string; name: string; error: string; attempts: number; failedAt: string }>;
};

const failedJobs = async () => {
  const res = await http.get('/admin/jobs/failed?pageNumber=1&pageSize=20', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as FailedPage & { totalItemCount: number };
};

// The row and its job in one transaction, as queueMail writes them: the outbox sweep never sees the row without it.
const queueBrokenMail = async (eventKey: string) =>
  t.app.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        eventKey,
        toAddress: 'kayip@example.com',
        template: 'yok-boyle-bir-sablon',
        data: { name: 'Deniz' },
        category: 'orders',
        messageId: `<${eventKey}@kampus.test>`,
      })
      .returning({ id: mailOutbox.id });
    const jobId = await t.app.jobs.send(tx, 'mail.send', { outboxId: row?.id }, { retryLimit: 0 });
    return { outboxId: row?.id as string, jobId: jobId as string };
  });

describe('GET /admin/jobs/failed and POST /admin/jobs/{id}/retry', () => {
  it('lists a job that used up its attempts and sends the mail when an admin retries it after the fix', async () => {
    const { outboxId, jobId } = await queueBrokenMail('broken-template:1');
    const item = await eventually(
      async () => (await failedJobs()).items.find((i) => i.id === jobId),
      60_000,
      'the job to fail',
    );
    expect(item).toMatchObject({ name: 'mail.send', attempts: 1 });
    expect(item.error).toContain('yok-boyle-bir-sablon');
    expect(Number.isNaN(Date.parse(item.failedAt))).toBe(false);
    const [row] = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    expect(row?.status).toBe('failed');

    await t.app.deps.db.update(mailOutbox).set({ template: 'welcome' }).where(eq(mailOutbox.id, outboxId));
    const retried = await http.post(`/admin/jobs/${jobId}/retry`, {}, admin.token);
    expect(retried.statusCode, retried.body).toBe(200);
    await eventually(
      async () => {
        const [sent] = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
        return sent?.status === 'sent' ? sent : undefined;
      },
      60_000,
      'the retried mail to be sent',
    );
    expect((await failedJobs()).items.find((i) => i.id === jobId)).toBeUndefined();
  });

  it('answers 422 for a job that has not failed and 404 for one that does not exist', async () => {
    const [done] = await queryRows<{ id: string }>(
      t.app.deps.db,
      sql`SELECT id::text AS id FROM pgboss.job WHERE state <> 'failed' LIMIT 1`,
    );
    expect(done).toBeDefined();
    const notFailed = await http.post(`/admin/jobs/${done?.id}/retry`, {}, admin.token);
    expect(notFailed.statusCode).toBe(422);
    expect(notFailed.json().error.code).toBe('JOB_NOT_FAILED');
    const missing = await http.post(
      '/admin/jobs/6c8a2f0e-4b1d-4e7a-9c3f-2d5e8b7a1f00/retry',
      {},
      admin.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('JOB_NOT_FOUND');
  });

  it('pages the list', async () => {
    for (const n of [2, 3, 4]) await queueBrokenMail(`broken-template:${n}`);
    await eventually(
      async () => ((await failedJobs()).totalItemCount >= 3 ? true : undefined),
      60_000,
      '3 failures',
    );
    const res = await http.get('/admin/jobs/failed?pageNumber=2&pageSize=2', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      currentPage: 2,
      totalItemCount: 3,
      totalPageCount: 2,
      hasNextPage: false,
    });
    expect(res.json().data.items).toHaveLength(1);
  });
});
