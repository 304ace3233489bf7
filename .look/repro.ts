import { chromium } from 'playwright-core';
const base = 'http://localhost:3817';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const vp of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  const context = await browser.newContext({ baseURL: base, viewport: vp, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: /E-posta/ }).fill('ogrenci@kampus.dev');
  await page.getByRole('textbox', { name: 'Şifre' }).fill('Ogrenci123!');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL('**/homepage');
  await page.goto('/courses?search=yokboylebirsey');
  await page.getByText('Filtrelere uygun kurs bulunamadı').waitFor();
  await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
  await page.waitForTimeout(4000);
  console.log(vp.width, 'after clear:', page.url());
  await page.goto('/courses');
  await page.waitForTimeout(4000);
  console.log(vp.width, 'plain:', page.url());
  await page.screenshot({ path: `.look/courses-${vp.width}.png` });
  await context.close();
}
await browser.close();
