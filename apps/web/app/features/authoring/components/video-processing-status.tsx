import type { EditorLecture } from '@kampus/contract';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { authoringTexts } from '../authoring-texts.ts';

const texts = authoringTexts.lectureForm.processing;
const COLORS = { Processing: 'yellow', Ready: 'green', Failed: 'red' } as const;

/** Where the lecture's video stands in the transcode (Processing, Ready, Failed with the reason). */
export const VideoProcessingStatus = ({
  lecture,
}: {
  lecture: Pick<EditorLecture, 'processingStatus' | 'processingReason'>;
}) => {
  const status = lecture.processingStatus;
  if (!status) return null;
  return (
    <div data-testid="video-processing-status" data-status={status}>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={500}>
          {texts.label}:
        </Text>
        <Badge color={COLORS[status]} variant="light">
          {texts[status]}
        </Badge>
      </Group>
      {status === 'Failed' ? (
        <Alert color="red" variant="light" role="status">
          {lecture.processingReason}
        </Alert>
      ) : (
        <Text size="xs" c="dimmed">
          {status === 'Processing' ? texts.processingHint : texts.readyHint}
        </Text>
      )}
    </div>
  );
};
