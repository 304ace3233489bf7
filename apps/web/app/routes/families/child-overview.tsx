import { Suspense } from 'react';
import { Await } from 'react-router';
import { redirectWithoutRole } from '../../features/auth/gates.ts';
import {
  ChildOverviewSkeleton,
  ChildOverviewView,
} from '../../features/families/components/child-overview-view.tsx';
import { fetchChildOverview } from '../../features/families/families-api.ts';
import type { Route } from './+types/child-overview';

/** A student or lecturer who types this address goes to their own start page (features/auth/gates.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [redirectWithoutRole('Parent')];

export const meta: Route.MetaFunction = () => [{ title: 'Öğrenci Durumu | Kampüs' }];

/** A child that is not (or no longer) linked answers 404, which the content boundary shows inside the layout. */
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => ({
  overview: fetchChildOverview(params.childId, request.signal),
});

export default function ChildOverviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<ChildOverviewSkeleton />}>
      <Await resolve={loaderData.overview}>{(overview) => <ChildOverviewView overview={overview} />}</Await>
    </Suspense>
  );
}
