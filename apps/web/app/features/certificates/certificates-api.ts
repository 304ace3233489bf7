import type { Certificate, CertificateVerification } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Certificate calls. */

export const fetchCertificates = (signal?: AbortSignal) =>
  api.get<Certificate[]>(apiPaths.certificates, { signal, errorNotice: false });

/** Public: no bearer, and an unknown code is an answer the page shows, not an error notice. */
export const verifyCertificate = (code: string, signal?: AbortSignal) =>
  api.get<CertificateVerification>(apiPaths.certificateVerify(code), {
    signal,
    auth: false,
    errorNotice: false,
  });
