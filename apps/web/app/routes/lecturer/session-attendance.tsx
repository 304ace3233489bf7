import { RegisterView } from '../../features/classes/components/register-view.tsx';
import type { Route } from './+types/session-attendance';

export const meta: Route.MetaFunction = () => [{ title: 'Yoklama | Kampüs' }];

/** The register of one session (the course's lecturer or an admin), made for a phone. */
export default function SessionAttendancePage({ params }: Route.ComponentProps) {
  return <RegisterView key={params.sessionId} sessionId={params.sessionId} />;
}
