import type { UserInformation } from '@kampus/contract';
import { Suspense } from 'react';
import { Await, useRouteLoaderData } from 'react-router';
import { HomeSkeleton, HomeView } from '../../features/home/components/home-view.tsx';
import { fetchHomeData } from '../../features/home/home-api.ts';
import type { Route } from './+types/homepage';

export const meta: Route.MetaFunction = () => [{ title: 'Ana Sayfa | Kampüs' }];

/** Handed over unresolved: the page shows its skeleton at once. A failure reaches the error screen. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  home: fetchHomeData(request.signal),
});

export default function HomepagePage({ loaderData }: Route.ComponentProps) {
  // The signed-in layout has loaded the user already; the greeting uses their first name.
  const user = useRouteLoaderData<{ user: UserInformation }>('signed-in')?.user;
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <Await resolve={loaderData.home}>
        {(home) => <HomeView home={home} firstName={user?.name ?? ''} />}
      </Await>
    </Suspense>
  );
}
