import { describe, expect, it } from 'vitest';
import { markdownExcerpt, markdownToSafeHtml } from './markdown.ts';

const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('markdownToSafeHtml', () => {
  it('keeps code blocks readable, with their text escaped', () => {
    const html = markdownToSafeHtml(
      'Şunu denedim:\n\n```python\nwhile True:\n    if x < 3 and y > 2:\n        break\n```',
    );
    const pre = dom(html).querySelector('pre code');
    expect(pre?.textContent).toBe('while True:\n    if x < 3 and y > 2:\n        break\n');
    expect(dom(html).querySelector('script')).toBeNull();
  });

  it('shows raw HTML and script as text, never as elements', () => {
    for (const attack of [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<iframe src="https://example.com"></iframe>',
      'Merhaba <b onmouseover="alert(1)">dünya</b>',
      '<svg><script>alert(1)</script></svg>',
    ]) {
      const root = dom(markdownToSafeHtml(attack));
      expect(root.querySelector('script, img, iframe, svg, b')).toBeNull();
      expect(root.innerHTML).not.toMatch(/<script/i);
      for (const element of root.querySelectorAll('*'))
        for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
      // The attempt stays readable as text.
      expect(root.textContent).toContain(attack.includes('Merhaba') ? 'dünya' : '<');
    }
  });

  it('drops javascript:, data: and vbscript: links and keeps http(s) ones, opened safely', () => {
    for (const link of [
      '[tıkla](javascript:alert(1))',
      '[tıkla](JaVaScRiPt:alert(1))',
      '[tıkla](&#106;avascript:alert(1))',
      '[tıkla](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[tıkla](vbscript:msgbox(1))',
      '<a href="javascript:alert(1)">tıkla</a>',
    ]) {
      const anchors = [...dom(markdownToSafeHtml(link)).querySelectorAll('a')];
      for (const a of anchors) expect(a.getAttribute('href') ?? '').not.toMatch(/script|data:/i);
    }
    const a = dom(markdownToSafeHtml('[belge](https://docs.python.org/3/)')).querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://docs.python.org/3/');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(a?.getAttribute('target')).toBe('_blank');
  });

  it('turns headings into bold paragraphs and images into links', () => {
    const root = dom(markdownToSafeHtml('# Başlık\n\n![resim](https://example.com/a.png)'));
    expect(root.querySelector('h1, img')).toBeNull();
    expect(root.querySelector('strong')?.textContent).toBe('Başlık');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a.png');
  });
});

describe('markdownExcerpt', () => {
  it('gives plain text without code blocks or marks, shortened', () => {
    expect(markdownExcerpt('**Neden** `x` böyle?\n\n```\nkod\n```\nson')).toBe('Neden x böyle? … son');
    expect(markdownExcerpt('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
