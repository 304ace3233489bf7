import { PrivacyRequestsView } from '../../features/privacy/components/privacy-requests-view.tsx';
import { completePrivacyRequest, fetchPrivacyRequests } from '../../features/privacy/privacy-api.ts';
import { privacyTexts } from '../../features/privacy/privacy-texts.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/privacy-requests';

export const meta: Route.MetaFunction = () => [{ title: `${privacyTexts.admin.title} | Kampüs` }];

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(
    request,
    () => fetchPrivacyRequests(listQueryOf(request).page, request.signal),
    privacyTexts.admin.loadFailed,
  );

export default function AdminPrivacyRequestsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PrivacyRequestsView
      data={loaderData.data}
      loadError={loaderData.loadError}
      complete={completePrivacyRequest}
    />
  );
}
