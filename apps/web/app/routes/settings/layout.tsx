import { IconBell, IconKey, IconUserCircle } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { AreaLayout, type AreaNavItem } from '../../components/layout/area-layout.tsx';
import { paths } from '../../config/paths.ts';
import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => [{ title: 'Ayarlar | Kampüs' }];

const items: AreaNavItem[] = [
  { label: 'Hesap Bilgileri', to: paths.settingsAccountInfo, icon: IconUserCircle },
  { label: 'Şifre Değiştir', to: paths.settingsChangePassword, icon: IconKey },
  { label: 'Bildirim Ayarları', to: paths.settingsNotifications, icon: IconBell },
];

export default function SettingsLayout() {
  return (
    <AreaLayout title="Ayarlar" navLabel="Ayarlar menüsü" items={items}>
      <Outlet />
    </AreaLayout>
  );
}
