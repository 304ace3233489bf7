import { Outlet } from 'react-router';
import { ErrorScreen } from '../../components/ui/error-screen.tsx';
import type { Route } from './+types/content-boundary';

/** A failing page shows the error screen inside the main layout, so the navbar stays usable. */
export default function ContentBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
