/// <reference lib="dom" />

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import {
  axeViolations,
  fitsWidth,
  launchBrowser,
  logInThroughForm,
  pageFactory,
  screenshot,
} from './support/browser.ts';
import { linkNewParent } from './support/family.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A purchase request in a real browser (CONTRACT.md §12): the demo student, linked to a new parent, puts a paid
 * course in the basket and asks the parent with 'Velimden İste' (desktop); the parent opens the requests page from
 * the navbar on a phone, approves by bank transfer after ticking both consents, and lands on the order summary with
 * the bank details and both people named. axe on the basket, the requests page and the summary.
 */

const STUDENT = { email: 'ogrenci@kampus.dev', password: 'Ogrenci123!' };
const PARENT = {
  email: 'veli.talep@kampus.dev',
  password: 'Veli-Sifresi.2026',
  name: 'Selin',
  surname: 'Kaya',
};

let server: RunningServer;
let browser: Browser;
let course: { id: string; name: string; price: number };

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  browser = await launchBrowser();
  const student = await accessTokenOf(server.url, STUDENT);
  type Card = { id: string; name: string; price: number; isCoursePurchased: boolean };
  const catalogue = await callApi<{ items: Card[] }>(
    server.url,
    student,
    'GET',
    '/courses/paginated?pageNumber=1&pageSize=20',
  );
  const other = catalogue.items.find((c) => !c.isCoursePurchased && c.price > 0);
  if (!other) throw new Error('no paid course left for the demo student to ask for');
  course = other;
  await callApi(server.url, student, 'POST', '/baskets/add-item', { courseId: course.id, basketId: null });
  await linkNewParent(server, student, PARENT);
}, 180_000);
afterAll(async () => {
  await pages.close();
  await browser?.close();
  await server?.stop();
});

const pages = pageFactory(
  () => browser,
  () => server.url,
);
const pageAt = pages.open;

describe('a purchase request', () => {
  it('is asked from the basket and approved by bank transfer by the parent', async () => {
    const student = await pageAt(1280, 800);
    await logInThroughForm(student, STUDENT, '/homepage');
    await student.goto('/basket');
    await student.getByRole('button', { name: 'Velimden İste' }).click();
    const ask = student.getByRole('dialog', { name: 'Velinizden isteyin' });
    await ask.getByLabel('Velinize notunuz (isteğe bağlı)').fill('Okuldaki proje için lazım.');
    await ask.getByRole('button', { name: 'Talebi Gönder' }).click();
    const pending = student.getByTestId('pending-purchase-request');
    await pending.waitFor();
    expect(await pending.getByText('Talebiniz velinize gönderildi').count()).toBe(1);
    expect(await student.getByRole('button', { name: 'Velimden İste' }).count()).toBe(0);
    expect(await axeViolations(student)).toEqual([]);
    await screenshot(student, 'purchase-request-basket-desktop');

    const parent = await pageAt(390, 844);
    await logInThroughForm(parent, PARENT, '/parent');
    await parent.getByRole('button', { name: 'Menüyü aç' }).click();
    await parent
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Satın Alma Talepleri' })
      .click();
    await parent.waitForURL('**/parent/requests');
    const card = parent.getByRole('article').filter({ hasText: course.name });
    await card.waitFor();
    expect(await card.getByText('Okuldaki proje için lazım.').count()).toBe(1);
    expect(await card.getByTestId('request-status').textContent()).toBe('Yanıt bekliyor');
    expect(await axeViolations(parent)).toEqual([]);
    expect(await fitsWidth(parent)).toBe(true);
    await screenshot(parent, 'purchase-request-list-phone');

    await card.getByRole('button', { name: /^Onayla:/ }).click();
    const approve = parent.getByRole('dialog', { name: 'Talebi onaylayın' });
    await approve.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi'ni/ }).check();
    await approve.getByRole('checkbox', { name: /cayma hakkımın/ }).check();
    expect(await axeViolations(parent)).toEqual([]);
    await approve.getByRole('button', { name: 'Onayla ve ödeme bilgilerini gör' }).click();
    await parent.waitForURL(/\/order\/[0-9a-f-]+\/summary$/);
    await parent.getByText('TR33 0006 1005 1978 6457 8413 26').first().waitFor();
    expect(await parent.getByText(`${PARENT.name} ${PARENT.surname}`).count()).toBeGreaterThan(0);
    expect(await parent.getByText('Ödeyen veli').count()).toBe(1);
    expect(await axeViolations(parent)).toEqual([]);
    expect(await fitsWidth(parent)).toBe(true);
    await screenshot(parent, 'purchase-request-order-phone');

    // The child's basket no longer holds the request: it was ordered by the approval.
    await student.goto('/basket');
    await student.getByRole('heading', { level: 1, name: /Sepet/ }).waitFor();
    expect(await student.getByTestId('pending-purchase-request').count()).toBe(0);
  });
});
