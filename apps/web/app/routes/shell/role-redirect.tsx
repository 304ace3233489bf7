import { redirect } from 'react-router';
import { userContext } from '../../features/auth/gates.ts';
import { homePathFor } from '../../features/auth/session.ts';
import type { Route } from './+types/role-redirect';

/** `/` sends each user to their area: Admin → /admin-panel, Lecturer → /lecturer, Student → /homepage. */
export const clientLoader = ({ context }: Route.ClientLoaderArgs) => {
  throw redirect(homePathFor(context.get(userContext)));
};

export default function RoleRedirect() {
  return null;
}
