import { ActionIcon, CopyButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { orderTexts } from '../order-texts.ts';

/** A copy button for a value that must be typed exactly elsewhere (an IBAN, a transfer reference). */
export function CopyValue({ value, what }: { value: string; what: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={copied ? orderTexts.copied : orderTexts.copy} withArrow position="top">
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal.9' : 'indigo'}
              onClick={copy}
              aria-label={orderTexts.copyLabel(what)}
              data-no-print
            >
              {copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden role="status">{copied ? orderTexts.copiedStatus(what) : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
