import { ActionIcon, Button, Group, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import { type ComponentType, useRef } from 'react';
import { notifyWarning } from '../../../lib/notify.ts';

type ShareTarget = {
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  href: (url: string, title: string) => string;
};

const enc = encodeURIComponent;

/** Share links of the common networks; each opens the network's own share page in a new tab. */
export const shareTargets: ShareTarget[] = [
  {
    label: 'WhatsApp ile paylaş',
    icon: IconBrandWhatsapp,
    href: (url, title) => `https://wa.me/?text=${enc(`${title} ${url}`)}`,
  },
  {
    label: "X'te paylaş",
    icon: IconBrandX,
    href: (url, title) => `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`,
  },
  {
    label: "LinkedIn'de paylaş",
    icon: IconBrandLinkedin,
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  },
  {
    label: "Facebook'ta paylaş",
    icon: IconBrandFacebook,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
  },
  {
    label: 'E-posta ile gönder',
    icon: IconMail,
    href: (url, title) => `mailto:?subject=${enc(title)}&body=${enc(`${title}\n${url}`)}`,
  },
];

/** Seed 000 §2 'Share this course', made to work: copy the link, the device's share sheet, or a network. */
export function ShareCourse({ url, title }: { url: string; title: string }) {
  const clipboard = useClipboard({ timeout: 2500 });
  const input = useRef<HTMLInputElement>(null);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      // The hook swallows a refusal; asking the clipboard directly tells whether it worked.
      await navigator.clipboard.writeText(url);
      clipboard.copy(url);
    } catch {
      input.current?.select();
      notifyWarning('Bağlantı kopyalanamadı; seçili bağlantıyı elle kopyalayabilirsiniz.');
    }
  };

  const shareNatively = () => {
    navigator.share({ title, url }).catch(() => {
      // Closing the share sheet is not an error worth a notice.
    });
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        Share this course
      </Title>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          ref={input}
          aria-label="Kurs bağlantısı"
          value={url}
          readOnly
          flex={1}
          size="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Tooltip label={clipboard.copied ? 'Kopyalandı' : 'Bağlantıyı kopyala'} withArrow>
          <ActionIcon
            size="lg"
            variant={clipboard.copied ? 'filled' : 'default'}
            color={clipboard.copied ? 'teal.9' : undefined}
            onClick={copy}
            aria-label={clipboard.copied ? 'Kopyalandı' : 'Bağlantıyı kopyala'}
          >
            {clipboard.copied ? (
              <IconCheck size={18} aria-hidden="true" />
            ) : (
              <IconCopy size={18} aria-hidden="true" />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap="xs">
        {canShareNatively && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconShare size={16} aria-hidden="true" />}
            onClick={shareNatively}
          >
            Paylaş
          </Button>
        )}
        {shareTargets.map((target) => (
          <Tooltip key={target.label} label={target.label} withArrow>
            <ActionIcon
              component="a"
              href={target.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="lg"
              aria-label={target.label}
            >
              <target.icon size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
