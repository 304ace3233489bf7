import { chromium } from 'playwright-core';
const base = 'http://localhost:3817';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const cats = (await (await fetch(base + '/api/v1/web/categories/filter-options')).json()).data;
const veri = cats.find((c: any) => c.name === 'Veri Bilimi').id;
const oyun = cats.find((c: any) => c.name.startsWith('Yapay')) ?? cats.at(-1);
for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  const context = await browser.newContext({ baseURL: base, viewport: vp, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: /E-posta/ }).fill('ogrenci@kampus.dev');
  await page.getByRole('textbox', { name: 'Şifre' }).fill('Ogrenci123!');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/homepage');
  await page.goto(`/courses?category=${veri}&category=${oyun.id}&level=0&level=1&maxPrice=500`);
  await page.getByTestId('course-card').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `.look/filtered-${vp.width}.png` });
  const card = await page.evaluate(() => {
    const p = document.querySelector('aside .mantine-Paper-root') as HTMLElement | null;
    return p ? { sh: p.scrollHeight, ch: p.clientHeight } : null;
  });
  console.log(vp.width, 'card', card, 'title h', await page.getByRole('heading', { level: 1 }).evaluate((e) => e.getBoundingClientRect().height));
  if (vp.width < 500) {
    await page.getByRole('button', { name: /Sepete Ekle/ }).first().click();
    await page.getByRole('button', { name: /kaydet/i }).first().click().catch((e) => console.log('no bookmark', e.message.slice(0, 80)));
    await page.waitForTimeout(700);
    console.log(await page.locator('.mantine-Notification-root').evaluateAll((els) => els.map((e) => [e.textContent, JSON.stringify(e.getBoundingClientRect())])));
    await page.screenshot({ path: `.look/notice-${vp.width}.png` });
  } else {
    await page.getByRole('button', { name: /Sepete Ekle/ }).first().click();
    await page.waitForTimeout(700);
    console.log(await page.locator('.mantine-Notification-root').evaluateAll((els) => els.map((e) => [e.textContent, JSON.stringify(e.getBoundingClientRect())])));
    await page.screenshot({ path: `.look/notice-${vp.width}.png` });
  }
  await context.close();
}
await browser.close();
