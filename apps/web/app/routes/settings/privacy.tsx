import { useRevalidator } from 'react-router';
import { PrivacySettingsView } from '../../features/privacy/components/privacy-settings-view.tsx';
import {
  downloadMyData,
  fetchMyDeletionRequest,
  requestDeletion,
} from '../../features/privacy/privacy-api.ts';
import { privacyTexts } from '../../features/privacy/privacy-texts.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => [{ title: `${privacyTexts.settings.title} | Kampüs` }];

/** A failure reaches the settings area's error screen, which says why. */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({
  request: await fetchMyDeletionRequest(request.signal),
});

export default function PrivacySettingsPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <PrivacySettingsView
      request={loaderData.request}
      onExport={downloadMyData}
      onRequestDeletion={requestDeletion}
      onChanged={() => void revalidator.revalidate()}
    />
  );
}
