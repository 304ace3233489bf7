import { pipeline, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config/env.ts';
import { appError } from '../lib/app-error.ts';
import { isStorageKey, type Storage, sizeLimit } from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * Multipart part size and how many parts travel at once: an upload holds at most about (2 + 1) × 5 MiB in memory
 * whatever the file's size. 5 MiB is the smallest part S3 accepts; 10,000 parts of it allow files up to about 48 GiB.
 */
const PART_BYTES = 5 * 1_048_576;
const PARTS_IN_FLIGHT = 2;

/**
 * Every open lecture stream holds one connection to the bucket while the learner downloads, so the SDK's default of
 * 50 sockets would make the 51st viewer wait.
 */
const MAX_SOCKETS = 512;

const missingFile = () => appError('FILE_NOT_FOUND');

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

const checkKey = (key: string) => {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
};

/** `bucket/key` for `x-amz-copy-source`, each path segment URL-encoded as S3 expects. */
const copySource = (bucket: string, key: string) =>
  [bucket, ...key.split('/')].map((segment) => encodeURIComponent(segment)).join('/');

export const createS3Client = (settings: S3Settings): S3Client => {
  const { accessKeyId, secretAccessKey } = settings;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('S3_ACCESS_KEY_ID ile S3_SECRET_ACCESS_KEY birlikte verilmelidir.');
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    // Bucket in the path (`endpoint/bucket/key`): MinIO, Ceph, R2 and S3 itself all answer it, whereas bucket
    // subdomains need DNS entries most self-hosted endpoints do not have.
    forcePathStyle: true,
    // Without keys the SDK's own chain applies (AWS_* variables, instance and container roles).
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The SDK's default CRC32 headers and aws-chunked trailers are refused or mis-stored by many S3-compatible
    // servers; send and check checksums only where an operation requires them (signatures still cover every request).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 10_000,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
};

/**
 * Objects in one bucket of an S3-compatible service, one object per key (the keys the disk storage uses as paths).
 * Uploads stream through a multipart upload; one that fails or grows past its limit is aborted, so nothing stays.
 */
export const createS3Storage = (client: S3Client, bucket: string): Storage => ({
  put: async (key, body, { maxBytes }) => {
    const Key = checkKey(key);
    let size = 0;
    // The limit is checked before bytes reach the uploader: past it the stream fails, the uploader stops reading,
    // and a multipart upload already begun is aborted (its parts deleted) by lib-storage.
    const limited = pipeline(
      body,
      sizeLimit(maxBytes, (n) => {
        size = n;
      }),
      () => {},
    );
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key, Body: limited },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // A refused or broken source wins over whatever the abort reported: that is what the caller must answer.
      const sourceError = limited.errored;
      limited.destroy();
      throw sourceError ?? error;
    }
    return { size };
  },

  get: async (key, range) => {
    try {
      const result = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: checkKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(result.Body instanceof Readable)) throw new Error(`S3 returned no body stream for ${key}`);
      return result.Body;
    } catch (error) {
      if (isMissing(error)) throw missingFile();
      throw error;
    }
  },

  stat: async (key) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },

  delete: async (key) => {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible servers answer 404, which means the same here.
      if (!isMissing(error)) throw error;
    }
  },

  copy: async (from, to) => {
    try {
      // A server-side copy: the bytes never pass through this process. One request copies up to 5 GiB.
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: checkKey(to),
          CopySource: copySource(bucket, checkKey(from)),
        }),
      );
    } catch (error) {
      if (isMissing(error)) throw missingFile();
      throw error;
    }
  },

  presignGet: (key, expiresAt, response) => {
    // Signed as of a 5-minute step at least 65 minutes before the expiry (so never in the future for the links of
    // signed-url.ts, which expire 60–65 minutes ahead): the same key and expiry always give the same URL.
    const signingDate = new Date(Math.floor((expiresAt.getTime() - 3_900_000) / 300_000) * 300_000);
    const expiresIn = Math.max(1, Math.ceil((expiresAt.getTime() - signingDate.getTime()) / 1000));
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: checkKey(key),
      ...(response?.contentType ? { ResponseContentType: response.contentType } : {}),
      ...(response?.contentDisposition ? { ResponseContentDisposition: response.contentDisposition } : {}),
    });
    return getSignedUrl(client, command, {
      signingDate,
      expiresIn,
    });
  },

  list: async function* () {
    // A bucket shared with other data holds keys of other shapes; only this storage's own are listed.
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  },
});

/** Why the bucket cannot be used, in words an operator can act on. */
const bucketProblem = (error: unknown, settings: S3Settings): string => {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404)
    return `S3 kovası bulunamadı: "${settings.bucket}" (${settings.endpoint}). Kovayı oluşturun ya da S3_BUCKET değerini düzeltin.`;
  if (status === 401 || status === 403)
    return `S3 kovasına erişim reddedildi: "${settings.bucket}" (${settings.endpoint}). S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY değerlerini kontrol edin.`;
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return `S3 uç noktasına ulaşılamadı: ${settings.endpoint} (${reason}). S3_ENDPOINT ve S3_REGION değerlerini kontrol edin.`;
};

/** An S3 storage whose bucket answered: a wrong endpoint, bucket or key stops the start with a clear message. */
export const openS3Storage = async (settings: S3Settings): Promise<Storage> => {
  const client = createS3Client(settings);
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    client.destroy();
    throw new Error(bucketProblem(error, settings), { cause: error });
  }
  return createS3Storage(client, settings.bucket);
};
