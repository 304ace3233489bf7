/**
 * Caption files (decision 050): a WebVTT file is checked and kept as it is (line endings made LF); a SubRip (.srt)
 * file is converted to WebVTT. Anything else — binary bytes, text that is not UTF-8, a file without a single valid
 * cue — is refused with the line it went wrong on, so the lecturer can fix the file.
 */

export class CaptionRejected extends Error {
  /** The 1-based line of the file where reading stopped, when one can be named. */
  readonly line: number | null;
  constructor(reason: string, line: number | null = null) {
    super(reason);
    this.line = line;
  }
}

/** `hh:mm:ss.ttt` or `mm:ss.ttt` (WebVTT); hours may have more than two digits. */
const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
/** SubRip's `hh:mm:ss,ttt`, leniently: one or two hour digits, `.` for `,`, 1–3 fraction digits. */
const SRT_TIME = /^(\d{1,3}):([0-5]?\d):([0-5]?\d)[,.](\d{1,3})$/;

const vttSeconds = (value: string): number | null => {
  const match = VTT_TIME.exec(value);
  if (!match) return null;
  const [, h, mm, ss, ms] = match;
  return Number(h ?? 0) * 3600 + Number(mm) * 60 + Number(ss) + Number(ms) / 1000;
};

/** Decodes UTF-8 strictly (a byte-order mark is dropped); NUL or other control bytes mean it is not a text file. */
const decode = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CaptionRejected('not UTF-8');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are exactly what is refused here
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) throw new CaptionRejected('control characters');
  return text.replace(/\r\n?/g, '\n');
};

type Block = { start: number; lines: string[] };

/** Blocks separated by blank lines, each with the 1-based line it starts on. */
const blocksOf = (text: string): Block[] => {
  const blocks: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { start: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  });
  return blocks;
};

/** Checks a WebVTT file: the `WEBVTT` header, then cues whose timings are valid and not reversed; at least one. */
export const checkWebVtt = (text: string): string => {
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(text)) throw new CaptionRejected('no WEBVTT header', 1);
  const [, ...blocks] = blocksOf(text);
  let cues = 0;
  for (const block of blocks) {
    const first = block.lines[0] ?? '';
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingIndex = first.includes('-->') ? 0 : 1;
    const timing = block.lines[timingIndex];
    const line = block.start + timingIndex;
    const match = timing ? /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/.exec(timing) : null;
    if (!match) throw new CaptionRejected('cue without timing', line);
    const start = vttSeconds(match[1] ?? '');
    const end = vttSeconds(match[2] ?? '');
    if (start === null || end === null || end < start) throw new CaptionRejected('bad timing', line);
    cues += 1;
  }
  if (cues === 0) throw new CaptionRejected('no cues');
  return text.endsWith('\n') ? text : `${text}\n`;
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const srtToVttTime = (value: string): string | null => {
  const match = SRT_TIME.exec(value.trim());
  if (!match) return null;
  const [, h, mm, ss, fraction] = match;
  return `${pad(Number(h), 2)}:${pad(Number(mm), 2)}:${pad(Number(ss), 2)}.${(fraction ?? '').padEnd(3, '0')}`;
};

/**
 * SubRip's cue text as WebVTT cue text: the `<i>`, `<b>`, `<u>` tags stay, `<font …>` and `{\an8}`-style override
 * tags go, and every other `<` and a bare `&` are escaped, so the text shows as written. `-->` cannot appear in a
 * WebVTT cue, so it becomes an arrow.
 */
const cueText = (line: string): string =>
  line
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/<\/?font\b[^>]*>/gi, '')
    .replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/<(?!\/?[ibu]>)/gi, '&lt;')
    .replace(/-->/g, '→');

/** Converts a SubRip file to WebVTT: an optional index line, the timing line, then the cue's text. */
export const srtToWebVtt = (text: string): string => {
  const cues: string[] = [];
  for (const block of blocksOf(text)) {
    const timingIndex = /^\d+$/.test((block.lines[0] ?? '').trim()) ? 1 : 0;
    const timing = block.lines[timingIndex] ?? '';
    const line = block.start + timingIndex;
    // Some editors add positions after the end time (`X1:… X2:…`): WebVTT has settings of its own, so they go.
    const match = /^(\S+)[ \t]*-->[ \t]*(\S+)/.exec(timing.trim());
    const start = match ? srtToVttTime(match[1] ?? '') : null;
    const end = match ? srtToVttTime(match[2] ?? '') : null;
    if (!start || !end) throw new CaptionRejected('bad timing', line);
    if ((vttSeconds(end) ?? 0) < (vttSeconds(start) ?? 0)) throw new CaptionRejected('reversed timing', line);
    const lines = block.lines.slice(timingIndex + 1).map(cueText);
    cues.push([`${start} --> ${end}`, ...lines].join('\n'));
  }
  if (cues.length === 0) throw new CaptionRejected('no cues');
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};

/** A caption file's bytes as the WebVTT text to store; throws `CaptionRejected` for anything else. */
export const toWebVtt = (bytes: Uint8Array): string => {
  const text = decode(bytes);
  return text.startsWith('WEBVTT') ? checkWebVtt(text) : srtToWebVtt(text);
};
