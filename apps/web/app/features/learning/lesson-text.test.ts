import { describe, expect, it } from 'vitest';
import { parseInline, parseLessonText } from './lesson-text.ts';

describe('parseLessonText', () => {
  it('splits paragraphs at blank lines and keeps line breaks inside one', () => {
    expect(parseLessonText('Birinci satır\nikinci satır\n\nYeni paragraf')).toEqual([
      { kind: 'paragraph', text: 'Birinci satır\nikinci satır' },
      { kind: 'paragraph', text: 'Yeni paragraf' },
    ]);
  });

  it('reads headings, lists and fenced code', () => {
    const text = '# Başlık\n\n- bir\n- iki\n\n1. ilk\n2. ikinci\n\n```js\nconst a = 1;\n```';
    expect(parseLessonText(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Başlık' },
      { kind: 'list', isOrdered: false, items: ['bir', 'iki'] },
      { kind: 'list', isOrdered: true, items: ['ilk', 'ikinci'] },
      { kind: 'code', text: 'const a = 1;' },
    ]);
  });

  it('shows pasted source code without fences as code, and prose as prose', () => {
    const text =
      'Fonksiyonlar birer değerdir:\n\nfunction topla(a, b) { return a + b; }\nconst carp = (a, b) => a * b;\n\n' +
      'ad = "Elif"          # str\nyas = 28             # int\n\n' +
      'Özet: HTML içeriği, CSS görünümü tanımlar.';
    expect(parseLessonText(text).map((block) => block.kind)).toEqual([
      'paragraph',
      'code',
      'code',
      'paragraph',
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseLessonText('<script>alert(1)</script> & <b>kalın</b>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script> & <b>kalın</b>' },
    ]);
  });
});

describe('parseInline', () => {
  it('finds inline code and bold text', () => {
    expect(parseInline('Kullanın: `let` ve **const**.')).toEqual([
      { kind: 'text', text: 'Kullanın: ' },
      { kind: 'code', text: 'let' },
      { kind: 'text', text: ' ve ' },
      { kind: 'strong', text: 'const' },
      { kind: 'text', text: '.' },
    ]);
  });
});
