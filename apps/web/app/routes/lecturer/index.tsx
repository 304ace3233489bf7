import { LecturerHomeView } from '../../features/lecturer/components/lecturer-home-view.tsx';
import type { Route } from './+types/index';

export const meta: Route.MetaFunction = () => [{ title: 'Eğitmen Arayüzü | Kampüs' }];

export default function LecturerHomePage() {
  return <LecturerHomeView />;
}
