import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /settings opens the account information. */
export const clientLoader = () => {
  throw redirect(paths.settingsAccountInfo);
};

export default function SettingsIndex() {
  return null;
}
