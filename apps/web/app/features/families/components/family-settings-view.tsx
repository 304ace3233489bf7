import type { FamilyInvitation, FamilyMember } from '@kampus/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteDialog, useDeleteDialog } from '../../../components/ui/confirm-delete-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SettingsHeading } from '../../../components/ui/settings-heading.tsx';
import { familyTexts, formatFamilyDate } from '../family-texts.ts';
import type { InviteValues } from '../validation.ts';
import { InviteForm } from './invite-form.tsx';

const texts = familyTexts.settings;

export type FamilySettingsViewProps = {
  invitations: FamilyInvitation[];
  parents: FamilyMember[];
  onInvite: (values: InviteValues) => Promise<unknown>;
  onRevoke: (invitationId: string) => Promise<unknown>;
  onUnlink: (parentId: string) => Promise<unknown>;
  /** Loads both lists again after a change. */
  onChanged: () => void;
};

const fullName = (member: FamilyMember) => `${member.name} ${member.surname}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Row({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" component="li" data-testid={testId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {children}
      </Group>
    </Paper>
  );
}

/**
 * '/settings/family' ('Ailem'): invite a parent, the invitations still waiting (each can be taken back), and the
 * parents already linked (unlinking asks first, because only a new invitation undoes it).
 */
export function FamilySettingsView({
  invitations,
  parents,
  onInvite,
  onRevoke,
  onUnlink,
  onChanged,
}: FamilySettingsViewProps) {
  const [revoking, setRevoking] = useState<string | null>(null);
  const unlink = useDeleteDialog<FamilyMember>((parent) => onUnlink(parent.id), onChanged);

  const revoke = async (id: string) => {
    setRevoking(id);
    try {
      await onRevoke(id);
      onChanged();
    } catch {
      // The API client has shown the server's reason; the list stays as it was.
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Stack gap="lg">
      <SettingsHeading title={texts.title} description={texts.description} />
      <InviteForm
        onInvite={async (values) => {
          await onInvite(values);
          onChanged();
        }}
      />
      <Section title={texts.invitations.title}>
        {invitations.length === 0 ? (
          <EmptyState message={texts.invitations.empty} />
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {invitations.map((invitation) => (
              <Row key={invitation.id} testId="family-invitation">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {invitation.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {texts.invitations.expires(formatFamilyDate(invitation.expiresAt))}
                  </Text>
                </div>
                <Button
                  variant="default"
                  leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
                  loading={revoking === invitation.id}
                  disabled={revoking !== null}
                  aria-label={texts.invitations.revokeLabel(invitation.email)}
                  onClick={() => void revoke(invitation.id)}
                >
                  {texts.invitations.revoke}
                </Button>
              </Row>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={texts.parents.title}>
        {parents.length === 0 ? (
          <EmptyState message={texts.parents.empty} />
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {parents.map((parent) => (
              <Row key={parent.id} testId="family-parent">
                <div>
                  <Text fw={600}>{fullName(parent)}</Text>
                  <Text size="sm" c="dimmed">
                    {texts.parents.linkedAt(formatFamilyDate(parent.linkedAt))}
                  </Text>
                </div>
                <Button
                  variant="outline"
                  color="red.8"
                  leftSection={<IconLinkOff size={18} aria-hidden="true" />}
                  aria-label={texts.parents.unlinkLabel(fullName(parent))}
                  onClick={() => unlink.open(parent)}
                >
                  {texts.parents.unlink}
                </Button>
              </Row>
            ))}
          </Stack>
        )}
      </Section>
      <ConfirmDeleteDialog
        opened={unlink.target !== null}
        title={texts.parents.confirmTitle}
        error={unlink.error}
        isDeleting={unlink.isDeleting}
        onConfirm={() => void unlink.confirm()}
        onClose={unlink.close}
        confirmLabel={texts.parents.confirm}
      >
        <Text>{unlink.subject ? texts.parents.confirmText(fullName(unlink.subject)) : null}</Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
