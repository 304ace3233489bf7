import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { questionTexts as tx } from '../questions-texts.ts';

/** A delete button that asks once more in place (keyboard- and phone-friendly, no dialog). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking)
    return (
      <Button variant="subtle" color="red" c="red.9" size="compact-sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <Group gap="xs" role="group" aria-label={question}>
      <Text size="sm">{question}</Text>
      <Button
        color="red.8"
        size="compact-sm"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setAsking(false);
          }
        }}
      >
        {label}
      </Button>
      <Button variant="default" size="compact-sm" onClick={() => setAsking(false)}>
        {tx.cancel}
      </Button>
    </Group>
  );
}
