import { fetchDashboard } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { DashboardView } from '../../features/admin/components/dashboard-view.tsx';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.dashboard.title} | Kampüs` }];

/** A failure shows the error screen inside the layout, which says why. */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({
  dashboard: await fetchDashboard(request.signal),
});

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  return <DashboardView data={loaderData.dashboard} />;
}
