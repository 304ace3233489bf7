import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /admin-panel opens the dashboard. */
export const clientLoader = () => {
  throw redirect(paths.admin.dashboard);
};

export default function AdminPanelIndex() {
  return null;
}
