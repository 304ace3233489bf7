import type { FailedJob, Paged } from '@kampus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { FailedJobsView, type FailedJobsViewProps } from './failed-jobs-view.tsx';

const job: FailedJob = {
  id: '0b6f5e1e-0000-4000-8000-000000000001',
  name: 'mail.send',
  error: 'connect ECONNREFUSED 127.0.0.1:2525',
  attempts: 8,
  failedAt: '2026-11-25T15:04:09.000Z',
};

const pageOf = (items: FailedJob[]): Paged<FailedJob> => ({
  items,
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: items.length,
  hasNextPage: false,
});

const renderView = (props: Partial<FailedJobsViewProps>) => {
  const loader = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader,
        element: <FailedJobsView data={pageOf([])} loadError={null} retry={vi.fn()} {...props} />,
      },
    ],
    { initialEntries: ['/admin-panel/jobs'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { loader };
};

describe('FailedJobsView', () => {
  it('lists each failed job with its error, attempts and the time in Turkish', async () => {
    renderView({ data: pageOf([job]) });
    const row = await screen.findByTestId('failed-job-row');
    expect(within(row).getByText('mail.send')).toBeTruthy();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
    expect(within(row).getByText('8')).toBeTruthy();
    expect(within(row).getByText('25.11.2026 18:04:09')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Arka plan işleri' })).toBeTruthy();
  });

  it('retries a job and reads the list again', async () => {
    const user = userEvent.setup();
    const retry = vi.fn().mockResolvedValue(null);
    const { loader } = renderView({ data: pageOf([job]), retry });
    await user.click(await screen.findByRole('button', { name: 'Yeniden dene: mail.send' }));
    expect(retry).toHaveBeenCalledWith(job.id);
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(1));
  });

  it('says when no job has failed', async () => {
    renderView({});
    expect(await screen.findByText('Başarısız iş yok.')).toBeTruthy();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    renderView({ loadError: 'Başarısız işler yüklenirken bir hata oluştu.' });
    expect((await screen.findByRole('alert')).textContent).toContain('Başarısız işler yüklenirken');
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeTruthy();
  });
});
