import type { FailedJob, Paged } from '@kampus/contract';
import { Alert, Box, Button, Code, Group, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import { IconRotateClockwise } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigation, useRevalidator } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-page-header.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { useListQuery } from '../../../lib/list-query.ts';
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
  const list = useListQuery();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const [retrying, setRetrying] = useState<string | null>(null);
  const isLoading =
    (navigation.state === 'loading' && navigation.location?.pathname === pathname) ||
    revalidator.state === 'loading';

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

  let body: ReactNode;
  if (loadError)
    body = (
      <Alert color="red" variant="light" role="alert" title={loadError}>
        <Button mt="xs" size="xs" variant="default" onClick={() => revalidator.revalidate()}>
          {texts.retryList}
        </Button>
      </Alert>
    );
  else if (data.items.length === 0) body = <EmptyState message={texts.empty} />;
  else
    body = (
      <ResponsiveTable aria-label={texts.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.name}</Table.Th>
            <Table.Th>{texts.error}</Table.Th>
            <Table.Th>{texts.attempts}</Table.Th>
            <Table.Th>{texts.failedAt}</Table.Th>
            <Table.Th>{texts.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={job.failedAt}>{formatFailedAt(job.failedAt)}</time>
                </Text>
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
        </Table.Tbody>
      </ResponsiveTable>
    );

  return (
    <Stack gap="lg">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <Box pos="relative" aria-busy={isLoading}>
        <LoadingOverlay
          visible={isLoading}
          zIndex={5}
          overlayProps={{ backgroundOpacity: 0.5, blur: 0 }}
          loaderProps={{ 'aria-label': texts.loading } as Record<string, string>}
        />
        {body}
      </Box>
      {!loadError && data.items.length > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {texts.resultCount(data.totalItemCount)}
          </Text>
          <Pager
            page={list.page}
            totalPages={data.totalPageCount}
            onChange={list.setPage}
            label={texts.pages}
          />
        </Group>
      )}
    </Stack>
  );
}
