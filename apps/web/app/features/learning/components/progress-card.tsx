import { formatLongDate } from '@kampus/contract';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconLanguage, IconShare } from '@tabler/icons-react';
import { useId } from 'react';
import { notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { percentText } from '../learning-texts.ts';

type ProgressCardProps = {
  completedLessons: number;
  totalLessons: number;
  progressPercent: number;
  /** The learner's last progress in this course, or null before any. */
  lastActivityAt: string | null;
  language: string;
  /** The course page's address, which the share button copies. */
  shareUrl: string;
};

/** Seed 000 §2: completed/total lessons, percentage, Last Updated, Language and a share button. */
export function ProgressCard({
  completedLessons,
  totalLessons,
  progressPercent,
  lastActivityAt,
  language,
  shareUrl,
}: ProgressCardProps) {
  const titleId = useId();

  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      notifySuccess('Kurs bağlantısı kopyalandı.');
    } catch {
      // Without clipboard access the link is still given, to copy by hand.
      notifyWarning(`Bağlantı kopyalanamadı. Kurs bağlantısı: ${shareUrl}`);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          İlerleme
        </Title>
        <Group justify="space-between" align="baseline">
          <Text fw={600}>{`${completedLessons}/${totalLessons} ders`}</Text>
          <Text fw={700} size="lg" data-testid="progress-card-percent">
            {percentText(progressPercent)}
          </Text>
        </Group>
        <Progress
          value={progressPercent}
          size="md"
          color="teal.8"
          aria-label={`Tamamlanan dersler: ${percentText(progressPercent)}`}
        />
        <Stack gap={6}>
          <Group gap={6} wrap="nowrap">
            <IconCalendarTime size={18} aria-hidden="true" />
            <Text size="sm">
              {'Last Updated: '}
              {lastActivityAt ? formatLongDate(lastActivityAt) : 'Henüz ilerleme yok'}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconLanguage size={18} aria-hidden="true" />
            <Text size="sm">{`Language: ${language}`}</Text>
          </Group>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden="true" />}
          onClick={share}
          aria-label="Paylaş: kurs bağlantısını kopyala"
        >
          Paylaş
        </Button>
      </Stack>
    </Paper>
  );
}
