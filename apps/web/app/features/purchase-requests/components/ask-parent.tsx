import { type FamilyMember, formatDate, type PurchaseRequest } from '@kampus/contract';
import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconHourglass, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { httpMessages } from '../../../lib/http-messages.ts';
import { purchaseRequestTexts as t } from '../purchase-request-texts.ts';
import { createPurchaseRequest } from '../purchase-requests-api.ts';

const NOTE_MAX = 500;

/** The request waiting for a parent's answer, as the basket page shows it. */
export function PendingRequestNotice({ request }: { request: PurchaseRequest }) {
  return (
    <Alert
      color="indigo"
      variant="light"
      title={t.pendingTitle}
      icon={<IconHourglass size={18} aria-hidden="true" />}
      data-testid="pending-purchase-request"
    >
      <Stack gap={4}>
        <Text size="sm">{t.pendingText(formatDate(request.createdAt))}</Text>
        {request.note && <Text size="sm">{`${t.yourNote}: ${request.note}`}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * 'Velimden İste' beside 'Ödemeye Geç' (CONTRACT.md §12): a small dialog with an optional note sends the basket to
 * the linked parents; the page then reloads and shows the waiting request instead of the button.
 */
export function AskParent({
  basketId,
  parents,
  pending,
}: {
  basketId: string;
  parents: FamilyMember[];
  pending: PurchaseRequest | null;
}) {
  const [isOpen, dialog] = useDisclosure(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const revalidator = useRevalidator();

  if (pending) return <PendingRequestNotice request={pending} />;
  if (parents.length === 0) return null;

  const names = parents.map((p) => `${p.name} ${p.surname}`).join(' ve ');
  const noteError = note.length > NOTE_MAX ? t.noteTooLong : null;

  const send = async () => {
    if (noteError || isSending) return;
    setSending(true);
    setError(null);
    try {
      await createPurchaseRequest({ basketId, note: note.trim() || null });
      dialog.close();
      setNote('');
      await revalidator.revalidate();
    } catch (e) {
      setError(isApiError(e) ? e.message : httpMessages.unexpected);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Stack gap={6}>
        <Button
          size="md"
          fullWidth
          variant="outline"
          leftSection={<IconUsers size={20} aria-hidden="true" />}
          onClick={dialog.open}
        >
          {t.ask}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t.askHint}
        </Text>
      </Stack>
      <Modal
        opened={isOpen}
        onClose={() => {
          if (!isSending) dialog.close();
        }}
        title={t.askTitle}
        centered
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t.askIntro(names)}</Text>
            <Textarea
              label={t.noteLabel}
              placeholder={t.notePlaceholder}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={8}
              error={noteError}
              description={`${note.length} / ${NOTE_MAX}`}
            />
            {error && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertCircle size={18} aria-hidden="true" />}
              >
                {error}
              </Alert>
            )}
            <Button type="submit" fullWidth loading={isSending}>
              {t.send}
            </Button>
            <Button fullWidth variant="default" onClick={dialog.close} disabled={isSending}>
              {t.cancel}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
