import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlFragment } from './html-fragment.tsx';

const rendered = (html: string) => render(<HtmlFragment html={html} />).container;

describe('HtmlFragment', () => {
  it('keeps ordinary formatting, tables and safe links as elements', () => {
    const root = rendered(
      '<section><h2>Satıcı</h2><p>Ayşe <strong>Yılmaz</strong></p><table><tbody><tr><td colspan="2">1</td></tr></tbody></table><a href="https://ornek.com" title="t">bağlantı</a></section>',
    );
    expect(root.querySelector('h2')?.textContent).toBe('Satıcı');
    expect(root.querySelector('strong')?.textContent).toBe('Yılmaz');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://ornek.com');
  });

  it('never makes a script, an event handler or a javascript: link; their text stays as text', () => {
    const root = rendered(
      '<p onclick="alert(1)">metin</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">tıkla</a><iframe src="https://x"></iframe>',
    );
    expect(root.querySelector('script, img, iframe')).toBeNull();
    expect(root.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(root.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(root.textContent).toContain('alert(2)');
    expect(root.innerHTML).not.toContain('onerror');
  });
});
