import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A slow phone's upload speed, 1 Mbit/s: the default request timeout lets the largest upload finish at it. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 125_000;

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const SELLER_KEYS = [
  'SELLER_NAME',
  'SELLER_ADDRESS',
  'SELLER_TAX_OFFICE',
  'SELLER_TAX_NUMBER',
  'SELLER_EMAIL',
  'SELLER_PHONE',
] as const;

/**
 * The seller of the demo catalogue (decision 036): used only while the demo is seeded and SELLER_* are unset, so
 * `npm start` can show a checkout. Its name says it is no company; a server with the demo off has no seller until
 * SELLER_* are set, and then refuses paid orders.
 */
export const DEMO_SELLER = {
  name: 'Kampüs Demo Eğitim (örnek satıcı, gerçek bir şirket değildir)',
  address: 'Örnek Mahallesi Deneme Sokak No: 1, Kadıköy / İstanbul',
  taxOffice: 'Kadıköy',
  taxNumber: '0000000000',
  email: 'satis@kampus.dev',
  phone: '+90 000 000 00 00',
} as const;

export type Seller = { [K in keyof typeof DEMO_SELLER]: string };

/** Every setting of the server, read from the environment once at start (README: Configuration). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL postgres:// ile başlamalıdır')
      .optional(),
    SEED_DEMO: bool.optional(),
    SEED_DEMO_TRANSCODES: bool.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL smtp:// veya smtps:// ile başlamalıdır')
      .optional(),
    MAIL_FROM: z.string().default('Kampüs <no-reply@kampus.local>'),
    JWT_SECRET: z.string().min(32).optional(),
    DATA_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'DATA_KEY 64 onaltılık karakter (32 bayt) olmalıdır')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    MEDIA_ORIGIN: z
      .url()
      .regex(
        /^https?:\/\/[^/]+\/?$/,
        'MEDIA_ORIGIN yalnızca şema ve ana makine olmalıdır (örn. https://medya.ornek.com)',
      )
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    UPLOAD_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(500 * 1_048_576),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).optional(),
    CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(120),
    TRUST_PROXY: bool.default(false),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1000).default(1200),
    REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/build/client')),
    BANK_NAME: z.string().default('Kampüs Katılım Bankası'),
    BANK_ACCOUNT_HOLDER: z.string().default('Kampüs Eğitim Teknolojileri A.Ş.'),
    BANK_IBAN: z.string().default('TR33 0006 1005 1978 6457 8413 26'),
    IYZICO_API_KEY: z.string().optional(),
    IYZICO_SECRET_KEY: z.string().optional(),
    IYZICO_BASE_URL: z.url().default('https://sandbox-api.iyzipay.com'),
    SELLER_NAME: z.string().optional(),
    SELLER_ADDRESS: z.string().optional(),
    SELLER_TAX_OFFICE: z.string().optional(),
    SELLER_TAX_NUMBER: z
      .string()
      .regex(/^\d{10,11}$/, 'SELLER_TAX_NUMBER 10 ya da 11 haneli olmalıdır')
      .optional(),
    SELLER_EMAIL: z.email().optional(),
    SELLER_PHONE: z.string().optional(),
    JOB_WORKERS: bool.default(true),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    // Empty: 60 on the embedded database, no limit on PostgreSQL (mailSendPerSecond below).
    MAIL_SEND_PER_SECOND: z.coerce.number().int().min(0).max(10_000).optional(),
    SCHOOL_NAME: z.string().min(1).default('Kampüs'),
    SCHOOL_COLOR: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'SCHOOL_COLOR #RRGGBB biçiminde olmalıdır')
      .default('#0b7285'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL redis:// veya rediss:// ile başlamalıdır')
      .optional(),
    REDIS_KEY_PREFIX: z.string().default('kampus:'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  // Half an S3 configuration would silently store uploads on the local disk instead.
  // Half a seller would print a contract or an invoice with blanks in it.
  .refine((c) => SELLER_KEYS.every((k) => c[k]) || SELLER_KEYS.every((k) => !c[k]), {
    path: ['SELLER_NAME'],
    error: `${SELLER_KEYS.join(', ')} birlikte verilmelidir`,
  })
  .refine((c) => Boolean(c.S3_ENDPOINT) === Boolean(c.S3_BUCKET), {
    path: ['S3_BUCKET'],
    error: 'S3_ENDPOINT ve S3_BUCKET birlikte verilmelidir',
  })
  // One iyzico key alone would silently leave the school without card payments.
  .refine((c) => Boolean(c.IYZICO_API_KEY) === Boolean(c.IYZICO_SECRET_KEY), {
    path: ['IYZICO_SECRET_KEY'],
    error: 'IYZICO_API_KEY ve IYZICO_SECRET_KEY birlikte verilmelidir',
  });

export type Config = ReturnType<typeof loadConfig>;

/** Validates the environment; a wrong value stops the start with a message naming the variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env) => {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Geçersiz yapılandırma:\n${lines}`);
  }
  const c = parsed.data;
  // The demo catalogue publishes its passwords and free discount codes in the README: a server started with
  // NODE_ENV=production seeds it only when SEED_DEMO=true says so. NODE_ENV's default stays 'production' for
  // logging, but only an explicit NODE_ENV=production turns the demo off, so `npm start` keeps seeding.
  const explicitlyProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    databaseUrl: c.DATABASE_URL,
    seedDemo: c.SEED_DEMO ?? !explicitlyProduction,
    seedDemoTranscodes: c.SEED_DEMO_TRANSCODES ?? true,
    admin:
      c.ADMIN_EMAIL && c.ADMIN_PASSWORD ? { email: c.ADMIN_EMAIL, password: c.ADMIN_PASSWORD } : undefined,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    jwtSecret: c.JWT_SECRET,
    dataKey: c.DATA_KEY,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    /**
     * A second origin (scheme and host, pointing at this same server) on which HTML lecture links are built, so a
     * lecture page never runs on the app's origin even in the browser's eyes. Unset: links stay on PUBLIC_URL.
     */
    mediaOrigin: c.MEDIA_ORIGIN?.replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL,
    bodyLimit: c.BODY_LIMIT_BYTES,
    uploadLimit: c.UPLOAD_LIMIT_BYTES,
    /**
     * Longest time a whole request (headers and body) may take to arrive, in ms. By default the largest allowed
     * upload at a slow phone's 1 Mbit/s, plus ten minutes: 500 MB → 80 minutes.
     */
    requestTimeoutMs:
      (c.REQUEST_TIMEOUT_SECONDS ?? Math.ceil(c.UPLOAD_LIMIT_BYTES / SLOW_UPLOAD_BYTES_PER_SECOND) + 600) *
      1000,
    /** Longest silence on a connection, in ms, before it is closed (a phone changing cells stalls for seconds). */
    connectionTimeoutMs: c.CONNECTION_TIMEOUT_SECONDS * 1000,
    trustProxy: c.TRUST_PROXY,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    /** Registrations per client address in 15 minutes. */
    registerLimitPerAddress: c.REGISTER_LIMIT_PER_ADDRESS,
    webDist: path.resolve(c.WEB_DIST),
    /**
     * Whether this process works background jobs (mail, sweeps). Off in a web process whose jobs run in a separate
     * `npm run worker` (docs/operations.md); it still queues them.
     */
    jobWorkers: c.JOB_WORKERS,
    /** How often an idle worker asks the database for new jobs; PGlite has one connection, so not too often. */
    jobPollSeconds: c.JOB_POLL_SECONDS,
    /**
     * Mails started per second by this process's sender, 0 for as fast as they render. On the embedded database
     * every statement of the outbox runs on the thread that answers requests, so a bulk send is spread out there
     * (decision 055).
     */
    mailSendPerSecond: c.MAIL_SEND_PER_SECOND ?? (c.DATABASE_URL ? 0 : 60),
    school: { name: c.SCHOOL_NAME, color: c.SCHOOL_COLOR },
    redis: c.REDIS_URL ? { url: c.REDIS_URL, keyPrefix: c.REDIS_KEY_PREFIX } : undefined,
    /** iyzico's keys and address; card payment is offered only when both keys are set (modules/payments). */
    iyzico:
      c.IYZICO_API_KEY && c.IYZICO_SECRET_KEY
        ? {
            apiKey: c.IYZICO_API_KEY,
            secretKey: c.IYZICO_SECRET_KEY,
            baseUrl: c.IYZICO_BASE_URL.replace(/\/$/, ''),
          }
        : undefined,
    bank: { bankName: c.BANK_NAME, accountHolder: c.BANK_ACCOUNT_HOLDER, iban: c.BANK_IBAN },
    /**
     * Who sells, for the sale documents and invoices (SELLER_*). Unset: the demo's labelled seller while the demo is
     * seeded, else null, and paid orders are refused (decision 036).
     */
    seller: (c.SELLER_NAME &&
    c.SELLER_ADDRESS &&
    c.SELLER_TAX_OFFICE &&
    c.SELLER_TAX_NUMBER &&
    c.SELLER_EMAIL &&
    c.SELLER_PHONE
      ? {
          name: c.SELLER_NAME,
          address: c.SELLER_ADDRESS,
          taxOffice: c.SELLER_TAX_OFFICE,
          taxNumber: c.SELLER_TAX_NUMBER,
          email: c.SELLER_EMAIL,
          phone: c.SELLER_PHONE,
        }
      : (c.SEED_DEMO ?? !explicitlyProduction)
        ? { ...DEMO_SELLER }
        : null) as Seller | null,
    s3:
      c.S3_ENDPOINT && c.S3_BUCKET
        ? {
            endpoint: c.S3_ENDPOINT,
            bucket: c.S3_BUCKET,
            region: c.S3_REGION,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
};
