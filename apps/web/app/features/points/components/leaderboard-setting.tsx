import type { LeaderboardPreference } from '@kampus/contract';
import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { pointsTexts } from '../points-texts.ts';

const texts = pointsTexts.setting;

export type LeaderboardSettingProps = {
  preference: LeaderboardPreference;
  /** Stores the choice; the API client says whether it was saved. Rejects on failure. */
  onSave: (preference: LeaderboardPreference) => Promise<unknown>;
};

/** The settings switch 'Kurs liderlik tablolarında adımı göster', saved as soon as it changes. */
export function LeaderboardSetting({ preference, onSave }: LeaderboardSettingProps) {
  const [isShown, setShown] = useState(preference.showOnLeaderboard);
  const [isSaving, setSaving] = useState(false);

  const change = async (next: boolean) => {
    if (isSaving) return;
    setShown(next);
    setSaving(true);
    try {
      await onSave({ showOnLeaderboard: next });
    } catch {
      // The notice has said why; the switch shows the stored choice again.
      setShown(!next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <Switch
          label={texts.label}
          description={texts.description}
          checked={isShown}
          disabled={isSaving}
          onChange={(event) => void change(event.currentTarget.checked)}
          data-testid="leaderboard-setting"
        />
      </Stack>
    </Paper>
  );
}
