import { FailedJobsView } from '../../features/jobs/components/failed-jobs-view.tsx';
import { fetchFailedJobs, retryJob } from '../../features/jobs/jobs-api.ts';
import { jobsTexts } from '../../features/jobs/jobs-texts.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/jobs';

export const meta: Route.MetaFunction = () => [{ title: `${jobsTexts.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(request, () => fetchFailedJobs(listQueryOf(request).page, request.signal), jobsTexts.loadFailed);

export default function AdminJobsPage({ loaderData }: Route.ComponentProps) {
  return <FailedJobsView data={loaderData.data} loadError={loaderData.loadError} retry={retryJob} />;
}
