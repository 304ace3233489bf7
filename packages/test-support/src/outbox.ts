import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMail = {
  file: string;
  raw: string;
  headers: Record<string, string>;
  subject: string;
  /** The text part (of a multipart/alternative message) or the whole body of a single-part one. */
  text: string;
  /** The HTML part, when the message has one. */
  html: string | null;
};

/** RFC 2047 encoded words (`=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`) back to text. */
export const decodeHeader = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, body: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(
            body
              .replaceAll('_', ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );

const decodeBody = (body: string, encoding: string | undefined): string => {
  const enc = encoding?.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
};

const splitHead = (raw: string) => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split < 0 ? raw.length : split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
};

/** The leaf parts of a multipart body (nested multiparts included), each with its headers and decoded body. */
const leafParts = (headers: Record<string, string>, body: string): Array<{ type: string; body: string }> => {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!type.startsWith('multipart/') || !boundary)
    return [{ type, body: decodeBody(body, headers['content-transfer-encoding']) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const inner = splitHead(part.replace(/^\r\n/, ''));
      return leafParts(inner.headers, inner.body.replace(/\r\n$/, ''));
    });
};

/** Parses a message as the mailer writes it: unfolded headers, decoded subject, the text part and the HTML part. */
export const parseMail = (raw: string, file = ''): OutboxMail => {
  const { headers, body } = splitHead(raw);
  const parts = leafParts(headers, body);
  const text = parts.find((p) => p.type.startsWith('text/plain')) ?? parts[0];
  const html = parts.find((p) => p.type.startsWith('text/html'));
  return {
    file,
    raw,
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    text: text?.body ?? '',
    html: html?.body ?? null,
  };
};

/** Every message in a data directory's mail outbox, oldest first. */
export const readOutbox = async (dataDir: string): Promise<OutboxMail[]> => {
  const dir = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => parseMail(await readFile(path.join(dir, f), 'utf8'), f)));
};
