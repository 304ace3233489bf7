import fc from 'fast-check';
import type { z } from 'zod';
import type { FilePart } from '../support/authoring.ts';

/**
 * Invalid requests for one route, built from the zod schema the route validates with and from a valid request of
 * that route (the access matrix's). Two families:
 *
 * - generated (fast-check): the valid request with fields dropped, replaced by wrong types, boundary numbers and
 *   odd strings, wrapped, joined by unknown fields, or a body that is not an object at all. Each candidate is kept
 *   only when the route's own schema refuses it, so every case is invalid by the route's definition, whatever
 *   coercion or defaults the schema has.
 * - fixed: what a schema cannot judge, each of which must be refused all the same: 1 MB strings in every field and a
 *   body over the limit, 10,000 levels of nesting, invalid UTF-8 bytes, wrong and missing content types, broken
 *   JSON, broken multipart (bad, missing or truncated boundaries, parts without names, thousands of fields).
 */

export type FuzzTarget = {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The URL path with its parameters filled in from the valid request. */
  path: string;
  token: string | undefined;
  /** `json`: a JSON body; `form`: multipart or JSON fields read by the handler; `query`: the query string. */
  kind: 'json' | 'form' | 'query';
  schema: z.ZodType;
  /** The valid request's body or query. */
  baseline: Record<string, unknown>;
  /** File parts of the valid request (form routes). */
  files: Array<[string, FilePart]>;
  /** The object the handler gives the schema, from the fields it received (form routes add the stored files). */
  prepare: (fields: Record<string, unknown>, hasFiles: boolean) => unknown;
  /** Form routes: the field that takes a file, and schema keys only a file can fill (their text is never read). */
  fileField?: string;
  fileOnlyKeys?: string[];
  /** Form routes: values that make the handler read every field (e.g. the content of an update). */
  readsEveryField?: Record<string, unknown>;
  /** Form routes: values under which the file field must hold a file (e.g. a video lecture). */
  takesFile?: Record<string, unknown>;
};

export type FuzzCase = {
  label: string;
  /** Query string without '?', replacing the valid request's. */
  query?: string;
  contentType?: string;
  payload?: string | Buffer;
};

export const ONE_MB = 1_000_000;
export const NESTING = 10_000;

const BOUNDARY_VALUES: unknown[] = [
  -1,
  0,
  -0,
  0.5,
  1.005,
  -0.01,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x1F',
  '1_000',
  ' 12 ',
  '١٢',
  '9'.repeat(400),
  '',
  'null',
  'true',
  '[]',
  '{}',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\r\n',
  'İıŞşĞğ',
  '\u202Eevil',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '%_\\',
  '../../../etc/passwd',
  '😀'.repeat(300),
  'a'.repeat(10_001),
  '\uFEFF',
  // A template-injection probe, written so that it is not a template here.
  `$${'{'}7*7}{{7*7}}`,
];

/** Unknown fields, including the names that try to reach prototypes or privileged columns. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'roles',
  'role',
  'lecturerId',
  'ownerId',
  'userId',
  'passwordHash',
  'deletedAt',
  'status',
  '$where',
  'a.b',
  '0',
];

/** The keys of the object inside a schema (through preprocess, transform, optional and default wrappers). */
export const shapeKeys = (schema: z.ZodType): string[] => {
  // biome-ignore lint/suspicious/noExplicitAny: walking zod's internal definition tree
  let node: any = schema;
  for (let depth = 0; depth < 12 && node?._zod; depth += 1) {
    const def = node._zod.def;
    if (def.type === 'object') return Object.keys(def.shape);
    if (def.type === 'pipe') node = def.in?._zod?.def?.type === 'transform' ? def.out : def.in;
    else node = def.innerType ?? def.schema ?? null;
  }
  return [];
};

/**
 * Whether the route's schema refuses `value`. A schema that throws instead of answering counts as refusing: the
 * request is sent, and the route's answer (a 500, if the route hits the same throw) is what the test judges.
 */
const isInvalidFor = (target: FuzzTarget, value: unknown, hasFiles: boolean) => {
  // Form handlers refuse a body that is not an object (415) before any schema sees it.
  if (target.kind === 'form' && (value === null || typeof value !== 'object' || Array.isArray(value)))
    return true;
  try {
    return !target.schema.safeParse(target.prepare(value as Record<string, unknown>, hasFiles)).success;
  } catch {
    return true;
  }
};

/** Query string with every key and value percent-encoded, arrays as repeated keys. */
export const encodeQuery = (query: Record<string, unknown>): string =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value])
        .filter((v) => v !== undefined)
        .map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`),
    )
    .join('&');

/** Form fields as the server receives them: strings, repeated fields as lists, nothing for null. */
const toFormFields = (value: Record<string, unknown>): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  for (const [key, raw] of Object.entries(value)) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== null && v !== undefined).map(text);
    if (list.length === 1) out[key] = list[0] as string;
    else if (list.length > 1) out[key] = list;
  }
  return out;
};

const CRLF = '\r\n';

/** A multipart body written by hand, so that it can also be written wrong. */
export const multipartBody = (
  boundary: string,
  fields: Record<string, string | string[]>,
  files: Array<[string, FilePart]> = [],
  options: { close?: boolean } = {},
): Buffer => {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      chunks.push(
        Buffer.from(
          `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${v}${CRLF}`,
        ),
      );
  for (const [name, file] of files)
    chunks.push(
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${file.filename}"${CRLF}` +
          `Content-Type: ${file.type}${CRLF}${CRLF}`,
      ),
      file.file,
      Buffer.from(CRLF),
    );
  if (options.close ?? true) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
};

const BOUNDARY = 'kampusfuzz7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const JSON_TYPE = 'application/json';

/** Invalid UTF-8: a lone continuation byte, an invalid start byte, an overlong '/', an encoded surrogate, a cut sequence. */
const INVALID_UTF8 = [
  Buffer.from([0x80]),
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
];

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** The JSON text of `value` with `marker` (a JSON string in it) replaced by raw text or bytes. */
const spliceJson = (value: Record<string, unknown>, key: string, insert: string | Buffer): Buffer => {
  const marker = '\u0001fuzz-marker\u0001';
  const text = JSON.stringify({ ...value, [key]: marker });
  const at = text.indexOf(JSON.stringify(marker));
  const raw = typeof insert === 'string' ? Buffer.from(insert) : insert;
  return Buffer.concat([
    Buffer.from(text.slice(0, at)),
    raw,
    Buffer.from(text.slice(at + JSON.stringify(marker).length)),
  ]);
};

/** The fixed cases of a route: each must be refused, and none can be judged by the schema alone. */
export const fixedCases = (target: FuzzTarget): FuzzCase[] => {
  const keys = [...new Set([...shapeKeys(target.schema), ...Object.keys(target.baseline)])].filter(
    (k) => !target.fileOnlyKeys?.includes(k),
  );
  const base = { ...target.baseline, ...target.readsEveryField };
  const cases: FuzzCase[] = [];

  if (target.kind === 'query') {
    for (const key of keys) {
      cases.push({ label: `1 MB in ${key}`, query: encodeQuery({ ...base, [key]: 'x'.repeat(ONE_MB) }) });
      cases.push({
        label: `${key} repeated 10,000 times`,
        query: encodeQuery({ ...base, [key]: Array.from({ length: 10_000 }, () => crypto.randomUUID()) }),
      });
    }
    const first = keys[0];
    if (first)
      cases.push({
        label: `10,000 levels of brackets in ${first}`,
        query: encodeQuery({ ...base, [first]: deepArray(NESTING) }),
      });
    return cases;
  }

  const stringKey =
    keys.find((k) => typeof base[k] === 'string' && !/^[0-9a-f-]{36}$/i.test(String(base[k]))) ??
    keys.find((k) => typeof base[k] === 'string');
  /** A body under a content type (JSON unless given), or under none at all when `contentType` is null. */
  const json = (label: string, payload: string | Buffer, contentType: string | null = JSON_TYPE) =>
    cases.push({ label, payload, ...(contentType ? { contentType } : {}) });

  for (const key of keys) json(`1 MB in ${key}`, JSON.stringify({ ...base, [key]: 'x'.repeat(ONE_MB) }));
  json('a body over the size limit', JSON.stringify({ ...base, [keys[0] ?? 'x']: 'x'.repeat(1_100_000) }));
  json(`${NESTING} levels of arrays as the body`, deepArray(NESTING));
  json(`${NESTING} levels of objects as the body`, deepObject(NESTING));
  for (const key of keys.slice(0, 3)) {
    json(`${NESTING} levels of arrays in ${key}`, spliceJson(base, key, deepArray(NESTING)));
    json(`${NESTING} levels of objects in ${key}`, spliceJson(base, key, deepObject(NESTING)));
  }
  for (const bytes of INVALID_UTF8) {
    const hex = bytes.toString('hex');
    // Inside a field the route reads, or, when it reads no text, inside an unknown one: either way not UTF-8.
    const key = stringKey ?? 'note';
    json(
      `invalid UTF-8 (${hex}) in ${key}`,
      spliceJson(base, key, Buffer.concat([Buffer.from('"Ay'), bytes, Buffer.from('şe"')])),
    );
  }
  const valid = JSON.stringify(base);
  json('the valid body as text/plain', valid, 'text/plain');
  json('the valid body as text/plain; charset=utf-8', valid, 'text/plain; charset=utf-8');
  json(
    'the valid body form-urlencoded',
    encodeQuery(toFormFields(base) as Record<string, unknown>),
    'application/x-www-form-urlencoded',
  );
  json('the valid body as application/xml', `<body>${valid}</body>`, 'application/xml');
  json('the valid body as application/octet-stream', valid, 'application/octet-stream');
  json('the valid body without a content type', valid, null);
  json('the valid body as application/vnd.api+json', valid, 'application/vnd.api+json');
  json('an empty JSON body', '');
  json('the JSON body cut in half', valid.slice(0, Math.max(1, Math.floor(valid.length / 2))));
  json('two JSON documents', `${valid}${valid}`);
  json('JSON with single quotes', valid.replaceAll('"', "'"));
  json('JSON with a trailing comma', valid.replace(/}$/, ',}'));
  json('a JSON comment', `/* yorum */${valid}`);
  json('a __proto__ key', valid.replace(/^\{/, '{"__proto__":{"isAdmin":true},'));
  json('a constructor.prototype key', valid.replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'));
  json('the literal undefined', 'undefined');

  // Multipart, broken in every way a client (or an attacker) can break it.
  const fields = toFormFields(base);
  const wholeForm = multipartBody(BOUNDARY, fields, target.files);
  const multipartCase = (label: string, payload: Buffer | string, contentType = MULTIPART) =>
    cases.push({ label, payload, contentType });
  if (target.kind === 'json') multipartCase('the valid fields as multipart to a JSON route', wholeForm);
  multipartCase('multipart cut before its end', wholeForm.subarray(0, Math.floor(wholeForm.length * 0.6)));
  multipartCase(
    'multipart without its closing boundary',
    multipartBody(BOUNDARY, fields, target.files, { close: false }),
  );
  multipartCase(
    'multipart whose boundary differs from the header',
    multipartBody('anotherBoundary123', fields, target.files),
  );
  multipartCase('multipart without a boundary parameter', wholeForm, 'multipart/form-data');
  multipartCase('multipart with an empty boundary', wholeForm, 'multipart/form-data; boundary=');
  multipartCase(
    'a part without Content-Disposition',
    Buffer.from(
      `--${BOUNDARY}${CRLF}Content-Type: text/plain${CRLF}${CRLF}değer${CRLF}--${BOUNDARY}--${CRLF}`,
    ),
  );
  multipartCase(
    'a part without a name',
    Buffer.from(
      `--${BOUNDARY}${CRLF}Content-Disposition: form-data${CRLF}${CRLF}değer${CRLF}--${BOUNDARY}--${CRLF}`,
    ),
  );
  multipartCase(
    'a part header without its blank line',
    Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="name"${CRLF}değer--${BOUNDARY}--`),
  );
  multipartCase('garbage under a multipart content type', Buffer.from('\u0000\u0001bu bir form değil\r\n--'));
  // A form whose fields are each optional (an assignment's text, link or file: any one will do) takes this one.
  const firstOnly = Object.fromEntries(Object.entries(fields).slice(0, 1));
  if (isInvalidFor(target, firstOnly, false))
    multipartCase('only the first field', multipartBody(BOUNDARY, firstOnly));
  const many = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`alan${i}`, 'x'])) as Record<string, string>;
  multipartCase('250 fields', multipartBody(BOUNDARY, { ...fields, ...many(250) }, target.files));
  multipartCase('10,000 fields', multipartBody(BOUNDARY, { ...fields, ...many(10_000) }, target.files));
  multipartCase(
    'a 3 MB field',
    multipartBody(BOUNDARY, { ...fields, [keys[0] ?? 'x']: 'x'.repeat(3 * 1_048_576) }),
  );
  if (target.kind === 'form') {
    const junk: FilePart = {
      file: Buffer.from('MZ\x90\x00 not a media file'),
      filename: 'x.mp4',
      type: 'video/mp4',
    };
    const fileField = target.fileField ?? target.files[0]?.[0] ?? 'content';
    const fileFields = toFormFields({ ...base, ...target.takesFile });
    multipartCase(
      '20 files in one field',
      multipartBody(
        BOUNDARY,
        fields,
        Array.from({ length: 20 }, () => [fileField, junk] as [string, FilePart]),
      ),
    );
    multipartCase(
      'a file name of 10,000 characters',
      multipartBody(BOUNDARY, fileFields, [[fileField, { ...junk, filename: `${'ş'.repeat(10_000)}.mp4` }]]),
    );
    // Text the multipart parser cannot decode, inside a field the form reads (it used to be stored as U+FFFD).
    const marker = '\u0001fuzz-marker\u0001';
    const textKey = stringKey ?? 'note';
    const marked = multipartBody(BOUNDARY, { ...fields, [textKey]: `Ay${marker}şe` }, target.files);
    const at = marked.indexOf(marker);
    for (const bytes of INVALID_UTF8)
      multipartCase(
        `invalid UTF-8 (${bytes.toString('hex')}) in the multipart field ${textKey}`,
        Buffer.concat([marked.subarray(0, at), bytes, marked.subarray(at + Buffer.byteLength(marker))]),
      );
    for (const [i, bytes] of INVALID_UTF8.entries())
      if (i < 2)
        multipartCase(
          `a field name with invalid UTF-8 (${bytes.toString('hex')})`,
          Buffer.concat([
            Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="`),
            bytes,
            Buffer.from(`"${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--${CRLF}`),
          ]),
        );
  }
  return cases;
};

/** Generated cases for one route: `count` distinct requests, each refused by the route's own schema. */
export const generatedCases = (target: FuzzTarget, count: number, seed: number): FuzzCase[] => {
  const keys = [...new Set([...shapeKeys(target.schema), ...Object.keys(target.baseline)])];
  const lowerKeys = new Set(keys.map((k) => k.toLowerCase()));
  const base = target.baseline;
  const json = fc.jsonValue({ maxDepth: 2 });
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x');
  // Unknown field names; for form routes none that the handler would read as a known field in another spelling.
  const extraKey = fc
    .oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ minLength: 1, maxLength: 12 }))
    .filter((k) => !lowerKeys.has(k.toLowerCase()) && !/date|cert|cover|\[\]$/i.test(k));

  const value =
    target.kind === 'query'
      ? fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc.constantFrom(...BOUNDARY_VALUES.map(String)),
          fc.constantFrom(...ODD_STRINGS),
          fc.array(fc.string({ maxLength: 12 }), { minLength: 2, maxLength: 4 }),
        )
      : fc.oneof(
          fc.constant(null),
          fc.boolean(),
          fc.integer(),
          fc.double(),
          fc.string({ maxLength: 30 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
          fc.constantFrom(...BOUNDARY_VALUES),
          fc.constantFrom(...ODD_STRINGS),
          fc.array(json, { maxLength: 4 }),
          fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 }),
        );

  const replaced = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 3 }).map((pairs) => ({
    label: `wrong ${pairs.map(([k]) => k).join(', ')}`,
    value: { ...base, ...Object.fromEntries(pairs) },
  }));
  const dropped = fc.subarray(keys, { minLength: 1 }).map((gone) => ({
    label: `without ${gone.join(', ')}`,
    value: Object.fromEntries(Object.entries(base).filter(([k]) => !gone.includes(k))),
  }));
  const wrapped = fc.tuple(key, fc.constantFrom('array', 'object')).map(([k, how]) => ({
    label: `${k} wrapped in an ${how}`,
    value: { ...base, [k]: how === 'array' ? [base[k] ?? 'x', base[k] ?? 'y'] : { value: base[k] ?? null } },
  }));
  const withExtras = fc
    .tuple(
      fc.oneof(replaced, dropped),
      fc.dictionary(extraKey, target.kind === 'query' ? fc.string({ maxLength: 20 }) : json, {
        minKeys: 1,
        maxKeys: 4,
      }),
    )
    .map(([c, extras]) => ({ label: `${c.label} with unknown fields`, value: { ...extras, ...c.value } }));
  const root = fc
    .oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.string({ maxLength: 20 }),
      fc.array(json, { maxLength: 3 }),
    )
    .map((v) => ({
      label: `a ${Array.isArray(v) ? 'list' : v === null ? 'null' : typeof v} as the body`,
      value: v,
    }));

  const candidates =
    target.kind === 'query'
      ? fc.oneof(replaced, dropped, withExtras)
      : fc.oneof(
          { arbitrary: replaced, weight: 4 },
          { arbitrary: dropped, weight: 2 },
          { arbitrary: wrapped, weight: 1 },
          { arbitrary: withExtras, weight: 3 },
          { arbitrary: root, weight: 1 },
        );

  const out: FuzzCase[] = [];
  const seen = new Set<string>();
  for (let round = 0; out.length < count && round < 40; round += 1) {
    for (const candidate of fc.sample(candidates, { numRuns: count * 2, seed: seed + round })) {
      if (out.length >= count) break;
      const built = buildCase(target, candidate.label, candidate.value, out.length);
      if (!built || seen.has(built.key)) continue;
      seen.add(built.key);
      out.push(built.fuzzCase);
    }
  }
  return out;
};

/** Whether a JSON text has a `__proto__` key or a `constructor` key holding `prototype` (the parser refuses both). */
const hasPrototypeKey = (wire: string): boolean => {
  let found = false;
  JSON.parse(wire, function (this: Record<string, unknown>, key, value) {
    if (key === '__proto__') found = true;
    if (key === 'constructor' && value && typeof value === 'object' && Object.hasOwn(value, 'prototype'))
      found = true;
    return value;
  });
  return found;
};

/** One generated candidate as a request, or null when the route's schema would accept it. */
const buildCase = (
  target: FuzzTarget,
  label: string,
  value: unknown,
  index: number,
): { key: string; fuzzCase: FuzzCase } | null => {
  if (target.kind === 'query') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const query = encodeQuery(value as Record<string, unknown>);
    // What the server's query parser makes of it: strings, repeated keys as lists.
    const parsed: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(query)) {
      const existing = parsed[k];
      parsed[k] = existing === undefined ? v : Array.isArray(existing) ? [...existing, v] : [existing, v];
    }
    if (!isInvalidFor(target, parsed, false)) return null;
    return { key: `q:${query}`, fuzzCase: { label, query } };
  }
  // Form routes get every other case as multipart: the fields as strings, with the valid request's files.
  const asForm =
    target.kind === 'form' &&
    index % 2 === 1 &&
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value);
  if (asForm) {
    const fields = toFormFields(value as Record<string, unknown>);
    if (!isInvalidFor(target, fields, target.files.length > 0)) return null;
    const payload = multipartBody(BOUNDARY, fields, target.files);
    return {
      key: `f:${JSON.stringify(fields)}`,
      fuzzCase: { label: `${label} (multipart)`, payload, contentType: MULTIPART },
    };
  }
  const wire = JSON.stringify(value);
  if (wire === undefined) return null;
  // The server refuses prototype keys before any schema; JSON.parse would make them plain fields here.
  const isRefusedByParser = hasPrototypeKey(wire);
  if (!isRefusedByParser && !isInvalidFor(target, JSON.parse(wire), false)) return null;
  return { key: `j:${wire}`, fuzzCase: { label, payload: wire, contentType: JSON_TYPE } };
};
