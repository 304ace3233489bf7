import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, for tests: embedded fonts show glyph ids, not letters, so each font's
 * ToUnicode map turns the codes of `Tj`/`TJ` operators back into text. Flate streams are inflated, so the check
 * runs on the very bytes users download. One line per text object (`BT … ET`).
 */
export const extractPdfText = (pdf: Buffer): string => {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const id = Number(match[1]);
    const start = header.lastIndex;
    const streamAt = raw.indexOf('stream', start);
    const endAt = raw.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = raw.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
      let dataAt = streamAt + 'stream'.length;
      if (raw[dataAt] === '\r') dataAt += 1;
      if (raw[dataAt] === '\n') dataAt += 1;
      const bytes = pdf.subarray(dataAt, dataAt + length);
      objects.set(id, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes });
      header.lastIndex = raw.indexOf('endobj', dataAt + length);
    } else {
      objects.set(id, { dict: raw.slice(start, endAt), stream: null });
      header.lastIndex = endAt;
    }
  }

  const cmapOf = (cmapId: number): Map<number, string> => {
    const map = new Map<number, string>();
    const text = objects.get(cmapId)?.stream?.toString('latin1') ?? '';
    const hexText = (hex: string) => {
      const units: number[] = [];
      const clean = hex.replace(/\s+/g, '');
      for (let i = 0; i < clean.length; i += 4) units.push(Number.parseInt(clean.slice(i, i + 4), 16));
      return String.fromCharCode(...units);
    };
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const m of (block[1] ?? '').matchAll(
        /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[^>]*>)/g,
      )) {
        const from = Number.parseInt(m[1] ?? '0', 16);
        const target = m[3] ?? '';
        if (target.startsWith('[')) {
          const entries = [...target.matchAll(/<([^>]*)>/g)].map((e) => hexText(e[1] ?? ''));
          entries.forEach((value, i) => {
            map.set(from + i, value);
          });
        } else {
          const to = Number.parseInt(m[2] ?? '0', 16);
          const base = Number.parseInt(target.slice(1, -1), 16);
          for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(base + code - from));
        }
      }
    }
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([^>]*)>/g))
        map.set(Number.parseInt(m[1] ?? '0', 16), hexText(m[2] ?? ''));
    return map;
  };

  // Font resource name (`/F1`) → its object → that font's ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const ref of (block[1] ?? '').matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const fontDict = objects.get(Number(ref[2]))?.dict ?? '';
        const cmapId = /\/ToUnicode (\d+) 0 R/.exec(fontDict)?.[1];
        if (cmapId) fonts.set(ref[1] ?? '', cmapOf(Number(cmapId)));
      }
    }
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!/\bTf\b/.test(content)) continue;
    for (const textObject of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font = new Map<number, string>();
      let line = '';
      for (const op of (textObject[1] ?? '').matchAll(
        /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g,
      )) {
        if (op[1]) {
          font = fonts.get(op[1]) ?? new Map();
          continue;
        }
        const strings =
          op[2] !== undefined
            ? [...op[2].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((s) => s[1] ?? '')
            : [op[3] ?? ''];
        for (const hex of strings) {
          const clean = hex.replace(/\s+/g, '');
          for (let i = 0; i < clean.length; i += 4)
            line += font.get(Number.parseInt(clean.slice(i, i + 4), 16)) ?? '';
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
};
