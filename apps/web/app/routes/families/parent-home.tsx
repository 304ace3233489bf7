import { Suspense } from 'react';
import { Await } from 'react-router';
import { redirectWithoutRole } from '../../features/auth/gates.ts';
import { ParentHomeSkeleton, ParentHomeView } from '../../features/families/components/parent-home-view.tsx';
import { fetchChildSummaries } from '../../features/families/families-api.ts';
import type { Route } from './+types/parent-home';

/** A student or lecturer who types this address goes to their own start page (features/auth/gates.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [redirectWithoutRole('Parent')];

export const meta: Route.MetaFunction = () => [{ title: 'Çocuklarım | Kampüs' }];

/** Progress moves with every lesson the child finishes, so the cards are read afresh on every visit. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  summaries: fetchChildSummaries(request.signal),
});

export default function ParentHomePage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<ParentHomeSkeleton />}>
      <Await resolve={loaderData.summaries}>{(summaries) => <ParentHomeView summaries={summaries} />}</Await>
    </Suspense>
  );
}
