import type { MySubmission } from '@kampus/contract';
import { assignmentMessages } from '@kampus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import * as apiModule from '../assignments-api.ts';
import { AssignmentSubmission } from './assignment-submission.tsx';

vi.mock('../assignments-api.ts', () => ({
  fetchMySubmission: vi.fn(),
  sendSubmission: vi.fn(),
}));
const api = vi.mocked(apiModule);

const LECTURE = '00000000-0000-4000-8000-00000000000a';
const submission = (extra: Partial<MySubmission> = {}): MySubmission => ({
  id: '00000000-0000-4000-8000-000000000001',
  text: 'İlk çözümüm',
  link: null,
  fileName: 'dongu.py',
  filePath: '/api/v1/web/media/submissions/x?exp=1&sig=y',
  fileSize: 40,
  submittedAt: '2026-11-25T10:00:00.000Z',
  score: null,
  maxScore: 20,
  feedback: null,
  gradedAt: null,
  passed: null,
  ...extra,
});

afterEach(() => vi.clearAllMocks());

describe('AssignmentSubmission', () => {
  it('asks for a text, a link or a file before sending, and refuses a link that is not a web address', async () => {
    api.fetchMySubmission.mockResolvedValue(null);
    const user = userEvent.setup();
    renderWithTheme(<AssignmentSubmission lectureId={LECTURE} maxScore={20} canSubmit />);
    await user.click(await screen.findByRole('button', { name: 'Ödevi gönder' }));
    expect(await screen.findByText(assignmentMessages.empty)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Bağlantı/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Ödevi gönder' }));
    expect(await screen.findByText(assignmentMessages.link)).toBeTruthy();
    expect(api.sendSubmission).not.toHaveBeenCalled();
  });

  it('sends the text and the chosen file, then shows the submission waiting for a grade', async () => {
    api.fetchMySubmission.mockResolvedValueOnce(null).mockResolvedValueOnce(submission());
    api.sendSubmission.mockResolvedValue('00000000-0000-4000-8000-000000000001');
    const user = userEvent.setup();
    renderWithTheme(<AssignmentSubmission lectureId={LECTURE} maxScore={20} canSubmit />);
    await user.type(await screen.findByRole('textbox', { name: /Cevabınız/ }), 'İlk çözümüm');
    await user.upload(
      screen.getByLabelText('Dosya', { selector: 'input' }),
      new File(['print(1)'], 'dongu.py', { type: 'text/x-python' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ödevi gönder' }));
    await waitFor(() => expect(api.sendSubmission).toHaveBeenCalledTimes(1));
    const body = api.sendSubmission.mock.calls[0]?.[1] as FormData;
    expect(body.get('text')).toBe('İlk çözümüm');
    expect((body.get('file') as File).name).toBe('dongu.py');
    expect(await screen.findByText(/Eğitmeniniz henüz notlandırmadı/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /dongu\.py dosyasını aç/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yeniden gönder' })).toBeTruthy();
  });

  it('shows the score and the feedback once graded, without the form', async () => {
    api.fetchMySubmission.mockResolvedValue(
      submission({
        score: 17,
        feedback: 'Güzel çalışma.',
        gradedAt: '2026-11-26T10:00:00.000Z',
        passed: true,
      }),
    );
    renderWithTheme(<AssignmentSubmission lectureId={LECTURE} maxScore={20} canSubmit />);
    expect((await screen.findByTestId('assignment-score')).textContent).toBe('17 / 20 puan');
    expect(screen.getByText('Güzel çalışma.')).toBeTruthy();
    expect(screen.getByText('Geçti: ders tamamlandı')).toBeTruthy();
    expect(screen.queryByTestId('submission-form')).toBeNull();
  });

  it('tells a lecturer previewing the course that learners submit', () => {
    renderWithTheme(<AssignmentSubmission lectureId={LECTURE} maxScore={20} canSubmit={false} />);
    expect(screen.getByText(/kursa kayıtlı öğrenciler gönderir/)).toBeTruthy();
    expect(api.fetchMySubmission).not.toHaveBeenCalled();
  });
});
