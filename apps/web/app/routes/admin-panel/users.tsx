import { fetchUserPage } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { UserListView } from '../../features/admin/components/user-list-view.tsx';
import { useCurrentUser } from '../../features/auth/session.ts';
import { listQueryOf } from '../../lib/list-query.ts';
import { loadList } from '../../lib/load-list.ts';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.users.title} | Kampüs` }];

/** Seed 001 §8: a failed load reads 'Kullanıcılar yüklenirken bir hata oluştu'. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadList(request, () => fetchUserPage(listQueryOf(request), request.signal), adminTexts.users.loadFailed);

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const currentUser = useCurrentUser();
  return (
    <UserListView data={loaderData.data} loadError={loaderData.loadError} currentUserId={currentUser.id} />
  );
}
