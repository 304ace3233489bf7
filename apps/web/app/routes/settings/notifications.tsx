import { PreferencesForm } from '../../features/notifications/components/preferences-form.tsx';
import { notificationTexts } from '../../features/notifications/notification-texts.ts';
import { fetchPreferences, savePreferences } from '../../features/notifications/notifications-api.ts';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () => [{ title: `${notificationTexts.preferences.title} | Kampüs` }];

/** A failure reaches the settings area's error screen, which says why. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => fetchPreferences(request.signal);

export default function NotificationSettingsPage({ loaderData }: Route.ComponentProps) {
  return <PreferencesForm preferences={loaderData} onSave={savePreferences} />;
}
