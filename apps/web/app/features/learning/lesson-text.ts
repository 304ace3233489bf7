/**
 * Reads a Text lecture into blocks the page renders as React elements, never as HTML: the lecturer's text can
 * hold `<`, `&` or a whole `<script>` and it is shown as written. Understood: blank-line paragraphs, `#`–`###`
 * headings, `-`/`*` and `1.` lists, ``` fenced code, `inline code` and **bold**. A paragraph whose every line
 * reads like source code (statements ending in `;`, `{` or `}`, indented lines, `name = value`, calls) is shown as
 * code too, since lecturers paste examples without fences.
 */

export type InlinePart = { kind: 'text' | 'code' | 'strong'; text: string };

export type LessonBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'list'; isOrdered: boolean; items: string[] };

const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

const CODE_LINE = [
  /[;{}[(]\s*$/, // ends a statement or opens a block
  /\)\s*:\s*$/, // def f(x):
  /^(\s{2,}|\t)\S/, // indented
  /^[A-Za-z_$][\w$.]*\s*(\[[^\]]*\])?\s*[-+*/]?=\s*\S/, // name = value
  /^(await\s+)?[A-Za-z_$][\w$.]*\(.*\)\s*;?$/, // a call on its own
  /^\s*[}\])]/, // closes a block
];
const isCodeLine = (line: string) => CODE_LINE.some((pattern) => pattern.test(line));
const looksLikeCode = (lines: string[]) =>
  lines.length > 0 && lines.every(isCodeLine) && lines.some((line) => /[=({]/.test(line));

export const parseLessonText = (source: string): LessonBlock[] => {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: LessonBlock[] = [];
  let paragraph: string[] = [];
  let list: { isOrdered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) {
      blocks.push(
        looksLikeCode(paragraph)
          ? { kind: 'code', text: paragraph.join('\n') }
          : { kind: 'paragraph', text: paragraph.map((line) => line.trim()).join('\n') },
      );
      paragraph = [];
    }
    if (list) {
      blocks.push({ kind: 'list', ...list });
      list = null;
    }
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i] ?? ''); i++) code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading && !paragraph.length) {
      flush();
      blocks.push({
        kind: 'heading',
        level: (heading[1]?.length ?? 1) as 1 | 2 | 3,
        text: heading[2] ?? '',
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item && !paragraph.length) {
      const isOrdered = Boolean(numbered);
      if (list && list.isOrdered !== isOrdered) flush();
      list ??= { isOrdered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
};

/** `code` and **bold** inside a line; everything else stays plain text. */
export const parseInline = (text: string): InlinePart[] => {
  const parts: InlinePart[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    if (match[1] !== undefined) parts.push({ kind: 'code', text: match[1] });
    else parts.push({ kind: 'strong', text: match[2] ?? '' });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
};
