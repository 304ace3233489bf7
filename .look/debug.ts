import { chromium } from 'playwright-core';
const base = 'http://localhost:3817';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
const page = await context.newPage();
await page.goto('/login');
await page.getByRole('textbox', { name: /E-posta/ }).fill('ogrenci@kampus.dev');
await page.getByRole('textbox', { name: 'Şifre' }).fill('Ogrenci123!');
await page.getByRole('button', { name: 'Giriş Yap' }).click();
await page.waitForURL('**/homepage');
await page.goto('/courses');
await page.getByTestId('course-card').first().waitFor();
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => {
  const card = document.querySelector('aside .mantine-Paper-root') as HTMLElement;
  const chain: string[] = [];
  let el: HTMLElement | null = card;
  const walk = (e: Element, depth: number) => {
    if (depth > 4) return;
    const cs = getComputedStyle(e);
    chain.push(`${'  '.repeat(depth)}${e.tagName}.${(e.className || '').toString().slice(0, 60)} h=${(e as HTMLElement).offsetHeight} disp=${cs.display} flex=${cs.flex} minH=${cs.minHeight} maxH=${cs.maxHeight}`);
    for (const c of Array.from(e.children)) walk(c, depth + 1);
  };
  walk(card, 0);
  return chain.join('\n');
}));
await browser.close();
