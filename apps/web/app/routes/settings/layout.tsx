import { IconBell, IconKey, IconShieldLock, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { AreaLayout, type AreaNavItem } from '../../components/layout/area-layout.tsx';
import { paths } from '../../config/paths.ts';
import { hasRole, useCurrentUser } from '../../features/auth/session.ts';
import { familyTexts } from '../../features/families/family-texts.ts';
import { privacyTexts } from '../../features/privacy/privacy-texts.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [{ title: 'Ayarlar | Kampüs' }];

const items: AreaNavItem[] = [
  { label: 'Hesap Bilgileri', to: paths.settingsAccountInfo, icon: IconUserCircle },
  { label: 'Şifre Değiştir', to: paths.settingsChangePassword, icon: IconKey },
  { label: 'Bildirim Ayarları', to: paths.settingsNotifications, icon: IconBell },
  { label: privacyTexts.settings.tab, to: paths.settingsPrivacy, icon: IconShieldLock },
];

/** Only a student invites parents (CONTRACT.md §12); the server refuses the tab's calls to anyone else. */
const familyItem: AreaNavItem = {
  label: familyTexts.settings.tab,
  to: paths.settingsFamily,
  icon: IconUsersGroup,
};

export default function SettingsLayout() {
  const user = useCurrentUser();
  return (
    <AreaLayout
      title="Ayarlar"
      navLabel="Ayarlar menüsü"
      items={hasRole(user, 'Student') ? [...items, familyItem] : items}
    >
      <Outlet />
    </AreaLayout>
  );
}
