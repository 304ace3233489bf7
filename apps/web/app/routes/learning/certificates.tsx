import { Suspense } from 'react';
import { Await } from 'react-router';
import { fetchCertificates } from '../../features/certificates/certificates-api.ts';
import {
  CertificatesSkeleton,
  CertificatesView,
} from '../../features/certificates/components/certificates-view.tsx';
import type { Route } from './+types/certificates';

export const meta: Route.MetaFunction = () => [{ title: 'Sertifikalarım | Kampüs' }];

/** The PDF links are signed for about an hour, so the list is read afresh on every visit. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  certificates: fetchCertificates(request.signal),
});

export default function CertificatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<CertificatesSkeleton />}>
      <Await resolve={loaderData.certificates}>
        {(certificates) => <CertificatesView certificates={certificates} />}
      </Await>
    </Suspense>
  );
}
