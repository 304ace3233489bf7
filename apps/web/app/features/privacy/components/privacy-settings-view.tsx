import type { MyDeletionRequest } from '@kampus/contract';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { SettingsHeading } from '../../../components/ui/settings-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { formatPrivacyDate, privacyTexts } from '../privacy-texts.ts';

const texts = privacyTexts.settings;

export type PrivacySettingsViewProps = {
  request: MyDeletionRequest;
  /** Downloads the ZIP; rejects when refused (the API client has said why). */
  onExport: () => Promise<unknown>;
  onRequestDeletion: () => Promise<unknown>;
  /** Reads the page again after a request. */
  onChanged: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** '/settings/privacy': 'Verilerimi İndir' and 'Hesabımın silinmesini istiyorum' (KVKK art. 11). */
export function PrivacySettingsView({
  request,
  onExport,
  onRequestDeletion,
  onChanged,
}: PrivacySettingsViewProps) {
  const [isExporting, setExporting] = useState(false);
  const deletion = useDeleteDialog<true>(() => onRequestDeletion(), onChanged);

  const exportData = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The notice said why; the button is ready for another try.
    }
    setExporting(false);
  };

  return (
    <Stack gap="lg">
      <SettingsHeading title={texts.title}>
        <Anchor component={Link} to={paths.privacy} size="sm" mt={4} display="inline-block">
          {texts.noticeLink}
        </Anchor>
      </SettingsHeading>
      <Section title={texts.exportTitle}>
        <Text>{texts.exportText}</Text>
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => void exportData()}
          loading={isExporting}
        >
          {texts.exportButton}
        </Button>
      </Section>
      <Section title={texts.deletionTitle}>
        <Text>{texts.deletionText}</Text>
        {request?.status === 'open' ? (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden="true" />} role="status">
            {texts.deletionOpen(formatPrivacyDate(request.createdAt))}
          </Alert>
        ) : (
          <Button
            variant="outline"
            color="red.8"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => deletion.open(true)}
          >
            {texts.deletionButton}
          </Button>
        )}
      </Section>
      <ConfirmDeleteDialog
        opened={deletion.target !== null}
        title={texts.confirmTitle}
        error={deletion.error}
        isDeleting={deletion.isDeleting}
        onConfirm={() => void deletion.confirm()}
        onClose={deletion.close}
        confirmLabel={texts.confirm}
      >
        <Text>{texts.confirmText}</Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
