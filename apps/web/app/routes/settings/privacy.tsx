import { Stack } from '@mantine/core';
import { useRevalidator } from 'react-router';
import { LeaderboardSetting } from '../../features/points/components/leaderboard-setting.tsx';
import { fetchLeaderboardPreference, saveLeaderboardPreference } from '../../features/points/points-api.ts';
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
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const [deletion, leaderboard] = await Promise.all([
    fetchMyDeletionRequest(request.signal),
    fetchLeaderboardPreference(request.signal),
  ]);
  return { request: deletion, leaderboard };
};

export default function PrivacySettingsPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  // Who sees the learner's name (the course leaderboards) sits with what is done with their data.
  return (
    <Stack gap="lg">
      <PrivacySettingsView
        request={loaderData.request}
        onExport={downloadMyData}
        onRequestDeletion={requestDeletion}
        onChanged={() => void revalidator.revalidate()}
      />
      <LeaderboardSetting preference={loaderData.leaderboard} onSave={saveLeaderboardPreference} />
    </Stack>
  );
}
