import { Readable } from 'node:stream';
import { authoringMessages as am, MAX_CERTIFICATE_FILES } from '@kampus/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { AppError, appError, invalidField } from '../../lib/app-error.ts';
import { newStorageKey, type Storage } from '../../plugins/storage.ts';
import { type FileKind, type FileKindName, SNIFF_BYTES } from './file-kinds.ts';

/**
 * Reads a course or lecture form: multipart with files streamed to storage as they arrive (never held whole in
 * memory), or JSON when there is no file to send. Every failure deletes what this request stored, so a refused
 * upload leaves nothing behind; after reading, the caller owns the stored files and calls `discard` when a later
 * step (validation, a rule, the database) refuses the request.
 */

/** A file this request stored. */
export type StoredUpload = {
  key: string;
  /** The name the user's file had, kept for display. */
  filename: string;
  size: number;
  kind: FileKindName;
  /** Video length read from the file, when its container tells it. */
  durationSeconds: number | null;
};

type FieldValue = unknown;

export type ReadForm = {
  /** Text fields by canonical name; a repeated field is a list. */
  fields: Record<string, FieldValue>;
  files: Record<string, StoredUpload[]>;
  /** Deletes every file this request stored except those in `keep` (the ones the database now points at). */
  discard: (keep?: StoredUpload[]) => Promise<void>;
};

export type FileFieldSpec = {
  /** Kinds that may arrive in this field, given the text fields read so far; empty means "not a file here". */
  kinds: (fields: Record<string, FieldValue>) => FileKind[];
  maxFiles: number;
};

export type FormSpec = {
  /** Canonical names by lower-cased wire name (`startdate`, `meetingstartdate` → `startDate`); others keep theirs. */
  aliases: Record<string, string>;
  files: Record<string, FileFieldSpec>;
};

/** Field values up to 2 MiB: a 100,000-character text lecture or a long quiz in UTF-8 fits. */
const FIELD_SIZE_LIMIT = 2 * 1_048_576;

const canonicalName = (spec: FormSpec, wireName: string) => {
  const lower = wireName.replace(/\[\]$/, '').toLowerCase();
  return spec.aliases[lower] ?? wireName.replace(/\[\]$/, '');
};

const addField = (fields: Record<string, FieldValue>, name: string, value: FieldValue) => {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
};

/** What a UTF-8 decoder puts where the bytes were not UTF-8. */
const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * Whether a field's value (a string, or what a part sent as `application/json` parsed to) holds U+FFFD. The
 * multipart parser decodes text leniently, so bytes that are not UTF-8 arrive as U+FFFD and cannot be told from
 * the character itself; the character is refused too, since in a form it only ever stands for text that was
 * already broken. Walked with a stack: a JSON part may nest deeper than the call stack reaches.
 */
const hasReplacementCharacter = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes(REPLACEMENT_CHARACTER)) return true;
    } else if (next !== null && typeof next === 'object')
      // One push per item: spreading a long array into push() would overflow the stack as well.
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
  }
  return false;
};

/** Turns the multipart plugin's and the parser's errors into the envelope's statuses and Turkish messages. */
const asAppError = (error: unknown): unknown => {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return appError('FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return appError('TOO_MANY_FILES');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || statusCode === 413)
    return appError('FIELD_TOO_LONG');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return appError('MULTIPART_REQUIRED');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return appError('MALFORMED_UPLOAD');
  // Busboy reports a cut or garbled body as a plain Error.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
    return appError('MALFORMED_UPLOAD');
  return error;
};

export const readForm = async (
  request: FastifyRequest,
  deps: { storage: Storage; config: Config },
  spec: FormSpec,
): Promise<ReadForm> => {
  const { storage, config } = deps;
  const stored: StoredUpload[] = [];
  const discard = async (keep: StoredUpload[] = []) => {
    const keys = stored
      .splice(0)
      .filter((s) => !keep.includes(s))
      .map((s) => s.key);
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  };
  const fields: Record<string, FieldValue> = {};
  const files: Record<string, StoredUpload[]> = {};

  if (!request.isMultipart()) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw appError('MULTIPART_REQUIRED');
    for (const [name, value] of Object.entries(body)) fields[canonicalName(spec, name)] = value;
    return { fields, files, discard };
  }

  try {
    const parts = request.parts({
      limits: {
        fileSize: config.uploadLimit + 1,
        files: MAX_CERTIFICATE_FILES + 2,
        fields: 200,
        parts: 220,
        fieldSize: FIELD_SIZE_LIMIT,
      },
    });
    for await (const part of parts) {
      // A part whose Content-Disposition has no name belongs to no field: the form was not built by a browser.
      if (typeof part.fieldname !== 'string' || part.fieldname === '') throw appError('MALFORMED_UPLOAD');
      const name = canonicalName(spec, part.fieldname);
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw appError('FIELD_TOO_LONG');
        if (hasReplacementCharacter(part.value)) throw invalidField(name, am.brokenText);
        addField(fields, name, part.value);
        continue;
      }
      const fileSpec = spec.files[name];
      const kinds = fileSpec?.kinds(fields) ?? [];
      if (!fileSpec || kinds.length === 0) {
        // A file where none belongs is ignored like any unknown field; its bytes still have to be read past.
        part.file.resume();
        await new Promise<void>((resolve, reject) => {
          part.file.once('end', resolve);
          part.file.once('error', reject);
        });
        continue;
      }
      const list = files[name] ?? [];
      files[name] = list;
      if (list.length >= fileSpec.maxFiles) throw invalidField(name, am.tooManyFiles);
      // The name is kept for display, so it is held to the same rule as the text fields.
      if (part.filename.includes(REPLACEMENT_CHARACTER)) throw invalidField(name, am.brokenFileName);
      const upload = await storeFile(part.file, part, name, kinds, storage, config.uploadLimit);
      if (upload) {
        stored.push(upload);
        list.push(upload);
      }
    }
  } catch (error) {
    await discard();
    throw asAppError(error);
  }
  return { fields, files, discard };
};

/**
 * Decides the file's kind from its first bytes, then streams it to storage under a new key with the kind's size
 * limit. Returns null for the empty, nameless part a browser sends for a file input left empty.
 */
const storeFile = async (
  stream: Readable,
  info: { filename: string; mimetype: string },
  fieldName: string,
  kinds: FileKind[],
  storage: Storage,
  uploadLimit: number,
): Promise<StoredUpload | null> => {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let isEnded = false;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      isEnded = true;
      break;
    }
    headChunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) {
    if (!info.filename) return null;
    throw invalidField(fieldName, am.emptyFile);
  }

  let kind: FileKind | undefined;
  let accepted: Awaited<ReturnType<FileKind['accept']>> = null;
  for (const candidate of kinds) {
    accepted = await candidate.accept(head, info);
    if (accepted) {
      kind = candidate;
      break;
    }
  }
  if (!kind || !accepted) {
    const message = refusalMessage(kinds, info.mimetype);
    throw invalidField(fieldName, message);
  }

  const probe = accepted.probe;
  async function* bytes() {
    await probe?.push(head);
    yield head;
    if (isEnded) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      await probe?.push(next.value);
      yield next.value;
    }
  }
  const key = newStorageKey(kind.area, accepted.extension);
  const { size } = await storage.put(key, Readable.from(bytes()), { maxBytes: kind.maxBytes(uploadLimit) });
  return {
    key,
    filename: info.filename.slice(0, 255) || `dosya${accepted.extension}`,
    size,
    kind: kind.name,
    durationSeconds: probe ? await probe.seconds() : null,
  };
};

/** With two candidate kinds (a lecture whose content type came after its file), name the one the file claims. */
const refusalMessage = (kinds: FileKind[], mimetype: string): string => {
  if (kinds.length > 1) {
    const claimed = kinds.find((k) => (k.name === 'video') === mimetype.toLowerCase().startsWith('video/'));
    if (claimed) return claimed.typeMessage;
  }
  return kinds[0]?.typeMessage ?? am.malformedUpload;
};

/**
 * Parses `input` with `schema`; a failure is a 400 naming every bad field with its message (as the error handler
 * does for JSON bodies). The fields follow the issue paths: `name`, `content.questions.0.question`.
 */
export const parseForm = <T extends z.ZodType>(schema: T, input: unknown): z.output<T> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  throw appError('VALIDATION_FAILED', { fields });
};
