import { learningMessages } from '@kampus/contract';
import { Suspense } from 'react';
import { Await, useAsyncError } from 'react-router';
import { verifyCertificate } from '../../features/certificates/certificates-api.ts';
import {
  CertificateCheckFailed,
  CertificateChecking,
  CertificateNotFound,
  CertificateVerified,
} from '../../features/certificates/components/certificate-verification-view.tsx';
import { isApiError } from '../../lib/api-client.ts';
import type { Route } from './+types/certificate-verify';

export const meta: Route.MetaFunction = () => [{ title: 'Sertifika Doğrulama | Kampüs' }];

/** Public: whoever holds a certificate's code (printed on its PDF) may check it without signing in. */
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => ({
  code: params.code,
  result: verifyCertificate(params.code, request.signal),
});

export default function CertificateVerifyPage({ loaderData }: Route.ComponentProps) {
  const { code, result } = loaderData;
  return (
    <Suspense key={code} fallback={<CertificateChecking code={code} />}>
      <Await resolve={result} errorElement={<VerificationError code={code} />}>
        {(certificate) => <CertificateVerified code={code} certificate={certificate} />}
      </Await>
    </Suspense>
  );
}

function VerificationError({ code }: { code: string }) {
  const error = useAsyncError();
  // 404 (unknown or malformed code) and 400 (a code too long to be one) both mean: no such certificate.
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return (
      <CertificateNotFound
        code={code}
        message={error.errorMessage ?? learningMessages.verificationNotFound}
      />
    );
  return (
    <CertificateCheckFailed
      code={code}
      message={error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu.'}
    />
  );
}
