import { Outlet } from 'react-router';
import { requireRole } from '../../features/auth/gates.ts';
import type { Route } from './+types/layout';

/** Lecturer area gate: without the Lecturer role the user is signed out and sent to /login. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [requireRole('Lecturer')];

export default function LecturerLayout() {
  return <Outlet />;
}
