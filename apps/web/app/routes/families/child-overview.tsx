import { Suspense } from 'react';
import { Await } from 'react-router';
import {
  ChildOverviewSkeleton,
  ChildOverviewView,
} from '../../features/families/components/child-overview-view.tsx';
import { fetchChildOverview } from '../../features/families/families-api.ts';
import type { Route } from './+types/child-overview';

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
