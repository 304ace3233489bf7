import type { FailedJob, Paged } from '@kampus/contract';
import { Button, Code, Table, Text } from '@mantine/core';
import { IconRotateClockwise } from '@tabler/icons-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { PagedAdminTable, TimeText } from '../../../components/ui/paged-admin-table.tsx';
import { formatFailedAt, jobsTexts as texts } from '../jobs-texts.ts';

export type FailedJobsViewProps = {
  data: Paged<FailedJob>;
  loadError: string | null;
  /** Sends one retry; rejects when refused (the API client has said why). */
  retry: (id: string) => Promise<unknown>;
};

/**
 * '/admin-panel/jobs': jobs whose attempts ran out, newest failure first, ten a page, each with 'Yeniden dene'.
 * A retried job leaves the list (it is queued again); the page reads itself again after each retry.
 */
export function FailedJobsView({ data, loadError, retry }: FailedJobsViewProps) {
  const revalidator = useRevalidator();
  const [retrying, setRetrying] = useState<string | null>(null);

  const retryOne = async (id: string) => {
    setRetrying(id);
    try {
      await retry(id);
    } catch {
      // The notice said why; the list below shows where the job stands now.
    }
    setRetrying(null);
    void revalidator.revalidate();
  };

  return (
    <PagedAdminTable
      title={texts.title}
      subtitle={texts.subtitle}
      pagerLabel={texts.pages}
      emptyText={texts.empty}
      data={data}
      loadError={loadError}
      headings={[texts.name, texts.error, texts.attempts, texts.failedAt, texts.actions]}
    >
      {data.items.map((job) => (
        <Table.Tr key={job.id} data-testid="failed-job-row">
          <Table.Td data-label={texts.name}>
            <Code>{job.name}</Code>
          </Table.Td>
          <Table.Td data-label={texts.error}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={4} title={job.error}>
              {job.error}
            </Text>
          </Table.Td>
          <Table.Td data-label={texts.attempts}>
            <Text size="sm">{job.attempts}</Text>
          </Table.Td>
          <Table.Td data-label={texts.failedAt}>
            <TimeText iso={job.failedAt} format={formatFailedAt} />
          </Table.Td>
          <Table.Td data-label={texts.actions}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRotateClockwise size={14} aria-hidden="true" />}
              onClick={() => void retryOne(job.id)}
              loading={retrying === job.id}
              disabled={retrying !== null && retrying !== job.id}
              aria-label={texts.retryLabel(job.name)}
            >
              {texts.retry}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </PagedAdminTable>
  );
}
