import type { QuestionDetail, QuestionItem } from '@kampus/contract';
import { questionMessages } from '@kampus/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import * as apiModule from '../questions-api.ts';
import { LectureQuestions } from './lecture-questions.tsx';

vi.mock('../questions-api.ts', () => ({
  fetchLectureQuestions: vi.fn(),
  fetchQuestion: vi.fn(),
  askQuestion: vi.fn(),
  answerQuestion: vi.fn(),
  toggleUpvote: vi.fn(),
  toggleAccept: vi.fn(),
  deleteQuestion: vi.fn(),
  deleteAnswer: vi.fn(),
}));
const api = vi.mocked(apiModule);

const LECTURE = '00000000-0000-4000-8000-00000000000a';
const item = (id: string, title: string, extra: Partial<QuestionItem> = {}): QuestionItem => ({
  id,
  lectureId: LECTURE,
  title,
  body: 'Kod: `print(1)`',
  author: { displayName: 'Ayşe Y.' },
  isMine: false,
  answerCount: 1,
  upvotes: 2,
  isUpvoted: false,
  hasLecturerAnswer: true,
  hasAcceptedAnswer: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...extra,
});
const paged = (items: QuestionItem[]) => ({
  items,
  currentPage: 1,
  totalPageCount: 1,
  totalItemCount: items.length,
  hasNextPage: false,
});
const Q1 = '00000000-0000-4000-8000-000000000001';

function Harness({ start = null }: { start?: string | null }) {
  const [open, setOpen] = useState<string | null>(start);
  return <LectureQuestions lectureId={LECTURE} questionId={open} onOpenQuestion={setOpen} />;
}

afterEach(() => vi.clearAllMocks());

describe('LectureQuestions', () => {
  it('lists the lecture’s questions and sorts them by votes', async () => {
    api.fetchLectureQuestions.mockResolvedValue(paged([item(Q1, 'Döngü neden bitmiyor?')]));
    renderWithTheme(<Harness />);
    expect(await screen.findByRole('button', { name: 'Döngü neden bitmiyor?' })).toBeTruthy();
    expect(screen.getByText('Eğitmen yanıtladı')).toBeTruthy();
    await userEvent.click(screen.getByText('En çok oy alan'));
    await waitFor(() =>
      expect(api.fetchLectureQuestions).toHaveBeenLastCalledWith(
        LECTURE,
        { pageNumber: 1, sort: 'top', search: '' },
        expect.anything(),
      ),
    );
  });

  it('checks the ask form before sending, then opens the new question', async () => {
    api.fetchLectureQuestions.mockResolvedValue(paged([]));
    renderWithTheme(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'Soru sor' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText(questionMessages.title)).toBeTruthy();
    expect(api.askQuestion).not.toHaveBeenCalled();
    api.askQuestion.mockResolvedValue(Q1);
    api.fetchQuestion.mockResolvedValue({
      ...item(Q1, 'Liste nasıl sıralanır?', { isMine: true, answerCount: 0, hasLecturerAnswer: false }),
      courseId: '00000000-0000-4000-8000-0000000000c0',
      lectureName: 'Ders 1',
      canAccept: true,
      canDelete: true,
      answers: [],
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Başlık/ }), 'Liste nasıl sıralanır?');
    await userEvent.type(screen.getByRole('textbox', { name: /Sorunuz/ }), 'sorted() ile mi, sort() ile mi?');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(api.askQuestion).toHaveBeenCalledWith(LECTURE, {
      title: 'Liste nasıl sıralanır?',
      body: 'sorted() ile mi, sort() ile mi?',
    });
    expect(await screen.findByRole('heading', { name: 'Liste nasıl sıralanır?' })).toBeTruthy();
    // One's own question has no vote button.
    expect(screen.queryByRole('button', { name: /Oy verin/ })).toBeNull();
  });

  it('shows a question’s answers safely, marks the lecturer and lets the asker accept', async () => {
    const detail: QuestionDetail = {
      ...item(Q1, 'Döngü neden bitmiyor?', { isMine: true }),
      courseId: '00000000-0000-4000-8000-0000000000c0',
      lectureName: 'Ders 1',
      canAccept: true,
      canDelete: true,
      answers: [
        {
          id: '00000000-0000-4000-8000-0000000000a1',
          body: '```\nwhile x < 3:\n    x += 1\n```\n<img src=x onerror="alert(1)">',
          author: { displayName: 'Mehmet K.', isLecturer: true },
          isMine: false,
          isAccepted: false,
          canDelete: false,
          createdAt: '2026-11-25T11:00:00.000Z',
        },
      ],
    };
    api.fetchQuestion.mockResolvedValue(detail);
    api.toggleAccept.mockResolvedValue({ isAccepted: true });
    const { container } = renderWithTheme(<Harness start={Q1} />);
    expect(await screen.findByText('Mehmet K.')).toBeTruthy();
    expect(screen.getByText('Eğitmen')).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toContain('while x < 3:');
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kabul et' }));
    expect(api.toggleAccept).toHaveBeenCalledWith('00000000-0000-4000-8000-0000000000a1');
    await userEvent.click(screen.getByRole('button', { name: /Bütün sorular/ }));
    await waitFor(() => expect(api.fetchLectureQuestions).toHaveBeenCalled());
  });
});
