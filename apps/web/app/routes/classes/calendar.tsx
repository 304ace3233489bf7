import { CalendarView } from '../../features/classes/components/calendar-view.tsx';
import type { Route } from './+types/calendar';

export const meta: Route.MetaFunction = () => [{ title: 'Takvim | Kampüs' }];

/** `/calendar`: the signed-in learner's or lecturer's sessions, week and list, with the iCal address. */
export default function CalendarPage() {
  return <CalendarView />;
}
