import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';

/** /settings opens the account information (seed 000 §2). */
export const clientLoader = () => {
  throw redirect(paths.settingsAccountInfo);
};

export default function SettingsIndex() {
  return null;
}
