import { Suspense } from 'react';
import { Await } from 'react-router';
import { PointsSkeleton, PointsView } from '../../features/points/components/points-view.tsx';
import { fetchPoints } from '../../features/points/points-api.ts';
import { pointsTexts } from '../../features/points/points-texts.ts';
import type { Route } from './+types/points';

export const meta: Route.MetaFunction = () => [{ title: `${pointsTexts.page.title} | Kampüs` }];

/** Read afresh on every visit: points come with every completion. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  summary: fetchPoints(request.signal),
});

export default function PointsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<PointsSkeleton />}>
      <Await resolve={loaderData.summary}>{(summary) => <PointsView summary={summary} />}</Await>
    </Suspense>
  );
}
