import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3Settings } from '../../src/plugins/s3-storage.ts';

/** s3rver's fixed account. */
const ACCESS_KEY = 'S3RVER';

export type TestS3Server = {
  endpoint: string;
  /** Settings for a bucket of this server, as `config.s3` holds them. */
  settings: (bucket: string) => S3Settings;
  /** The `S3_*` variables that point the app at `bucket`. */
  env: (bucket: string) => Record<string, string>;
  createBucket: (bucket: string) => Promise<void>;
  /** Every file the server keeps for `bucket`: its objects and the parts of unfinished multipart uploads. */
  filesOf: (bucket: string) => Promise<string[]>;
  /** The keys of the objects stored in `bucket`, read from the server's own files. */
  objectsOf: (bucket: string) => Promise<string[]>;
  close: () => Promise<void>;
};

/** s3rver stores object `k` as the file `k._S3rver_object` (beside its metadata and checksum files). */
const OBJECT_SUFFIX = '._S3rver_object';

/** Where s3rver 3.7.1 keeps the parts of a multipart upload until it is completed. */
const uploadsDir = (root: string, bucket: string) => path.join(root, bucket, '._S3rver_uploads');

/**
 * s3rver implements no AbortMultipartUpload (it answers 405), which S3, MinIO, Ceph and R2 all do; this answers it the
 * way they do, deleting the upload's stored parts, so tests can see whether an upload was really aborted.
 */
const abortMultipartUpload = async (root: string, req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://s3');
  const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
  const uploadId = url.searchParams.get('uploadId') ?? '';
  const dir = path.join(uploadsDir(root, bucket), uploadId);
  const isKnown =
    /^[a-z0-9.-]+$/.test(bucket) &&
    /^[0-9a-f]+$/.test(uploadId) &&
    (await stat(dir).then(
      (s) => s.isDirectory(),
      () => false,
    ));
  if (!isKnown) {
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>');
    return;
  }
  await rm(dir, { recursive: true, force: true });
  res.writeHead(204);
  res.end();
};

export type S3ServerOptions = {
  /** false keeps s3rver's own 405 for AbortMultipartUpload, like a server that cannot abort. */
  canAbortMultipart?: boolean;
  /** Sees each request as it arrives, before the server reads its body. */
  onRequest?: (request: { method: string; url: URL }) => void;
};

/** A real S3-compatible server (s3rver) on loopback, storing into a temporary directory. */
export const startS3Server = async (options: S3ServerOptions = {}): Promise<TestS3Server> => {
  const { canAbortMultipart = true, onRequest } = options;
  const root = await mkdtemp(path.join(os.tmpdir(), 'kampus-s3-'));
  const s3rver = new S3rver({ silent: true, directory: root, vhostBuckets: false });
  const handle = s3rver.callback();
  const server = createServer((req, res) => {
    onRequest?.({ method: req.method ?? '', url: new URL(req.url ?? '/', 'http://s3') });
    if (canAbortMultipart && req.method === 'DELETE' && /[?&]uploadId=/.test(req.url ?? '')) {
      abortMultipartUpload(root, req, res).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const settings = (bucket: string): S3Settings => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
  });
  const admin = createS3Client(settings('admin'));
  const filesOf = async (bucket: string) => {
    const dir = path.join(root, bucket);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  };

  return {
    endpoint,
    settings,
    env: (bucket) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    createBucket: async (bucket) => {
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    },
    filesOf,
    objectsOf: async (bucket) =>
      (await filesOf(bucket))
        .filter((f) => f.endsWith(OBJECT_SUFFIX))
        .map((f) => f.slice(0, -OBJECT_SUFFIX.length)),
    close: async () => {
      admin.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await rm(root, { recursive: true, force: true });
    },
  };
};
