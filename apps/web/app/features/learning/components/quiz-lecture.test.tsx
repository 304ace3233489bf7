import type { LearnerQuiz, QuizAttemptResult } from '@kampus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { QuizLecture } from './quiz-lecture.tsx';

const quiz: LearnerQuiz = {
  questions: [
    {
      question: 'Bir sayfanın dilini hangi öznitelik belirtir?',
      options: ['charset', 'lang', 'dir', 'locale'],
    },
    {
      question: 'Bir eylem için hangi öğe kullanılmalı?',
      options: ['<a href="#">', '<div>', '<button>', '<p>'],
    },
  ],
  passPercent: 70,
  bestScore: null,
};

const grade = (overrides: Partial<QuizAttemptResult> = {}): QuizAttemptResult => ({
  score: 100,
  passed: true,
  correctCount: 2,
  questionCount: 2,
  passPercent: 70,
  bestScore: 100,
  progress: { completedLessons: 3, totalLessons: 7, progressPercent: 42, certificateId: null },
  questions: [
    { answer: 1, isCorrect: true, correctAnswer: 1 },
    { answer: 2, isCorrect: true, correctAnswer: 2 },
  ],
  ...overrides,
});

const renderQuiz = (onSubmit = vi.fn(async () => grade())) => {
  renderWithTheme(<QuizLecture quiz={quiz} isCompleted={false} canSubmit onSubmit={onSubmit} />);
  return onSubmit;
};

describe('QuizLecture', () => {
  it('shows every question with options A–D and no result before the answers are sent', () => {
    renderQuiz();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'A) charset' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'D) locale' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'C) <button>' })).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('quiz-result')).toBeNull();
    expect(screen.queryByText(/doğru/)).toBeNull();
    expect(screen.getByText('Geçme notu: %70')).toBeTruthy();
  });

  it('asks for the missing answers instead of sending an incomplete quiz', async () => {
    const onSubmit = renderQuiz();
    await userEvent.click(screen.getByRole('radio', { name: 'B) lang' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cevapları Gönder' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Lütfen tüm soruları cevaplayın (1 soru boş).');
    expect(screen.getByText('Bu soruyu cevaplayın.')).toBeTruthy();
  });

  it('sends one option index per question and shows the score, the correct count and the pass', async () => {
    const onSubmit = renderQuiz();
    await userEvent.click(screen.getByRole('radio', { name: 'B) lang' }));
    await userEvent.click(screen.getByRole('radio', { name: 'C) <button>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cevapları Gönder' }));
    expect(onSubmit).toHaveBeenCalledWith([1, 2]);
    const result = await screen.findByTestId('quiz-result');
    expect(result.textContent).toContain('Tebrikler, quizi geçtiniz!');
    expect(result.textContent).toContain('Puanın: %100 • 2/2 doğru');
    // The answers stay as given and cannot be changed until the learner tries again.
    expect((screen.getByRole('radio', { name: 'B) lang' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says per question whether it was right, and the right answer only after a pass', async () => {
    renderQuiz(
      vi.fn(async () =>
        grade({
          questions: [
            { answer: 0, isCorrect: false, correctAnswer: 1 },
            { answer: 2, isCorrect: true, correctAnswer: 2 },
          ],
          score: 50,
          correctCount: 1,
          passPercent: 50,
        }),
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'A) charset' }));
    await userEvent.click(screen.getByRole('radio', { name: 'C) <button>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cevapları Gönder' }));
    await screen.findByTestId('quiz-result');
    const [first, second] = screen.getAllByTestId('quiz-question');
    expect(first?.getAttribute('data-correct')).toBe('false');
    expect(first?.textContent).toContain('Yanlış');
    expect(first?.textContent).toContain('Doğru cevap: B) lang');
    expect(second?.getAttribute('data-correct')).toBe('true');
    expect(within(second as HTMLElement).getByTestId('quiz-question-verdict').textContent).toBe('Doğru');
    expect(screen.queryByText('Doğru cevaplar quizi geçtiğinde gösterilir.')).toBeNull();
  });

  it('explains a fail, keeps the right answers back, and lets the learner try again from empty answers', async () => {
    renderQuiz(
      vi.fn(async () =>
        grade({
          score: 50,
          passed: false,
          correctCount: 1,
          bestScore: 50,
          questions: [
            { answer: 0, isCorrect: false, correctAnswer: null },
            { answer: 2, isCorrect: true, correctAnswer: null },
          ],
        }),
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'A) charset' }));
    await userEvent.click(screen.getByRole('radio', { name: 'C) <button>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cevapları Gönder' }));
    const result = await screen.findByTestId('quiz-result');
    expect(result.textContent).toContain('Quizi geçemedin.');
    expect(result.textContent).toContain('Puanın: %50 • 1/2 doğru');
    expect(result.textContent).toContain('Quizi geçmek için en az %70 başarı gerekiyor.');
    expect(screen.getByText('En iyi puanın: %50')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('quiz-question');
    expect(first?.textContent).toContain('Yanlış');
    expect(first?.textContent).not.toContain('Doğru cevap');
    expect(second?.textContent).toContain('Doğru');
    expect(result.textContent).toContain('Doğru cevaplar quizi geçtiğinde gösterilir.');

    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(screen.queryByTestId('quiz-result')).toBeNull();
    for (const radio of screen.getAllByRole('radio')) {
      expect((radio as HTMLInputElement).checked).toBe(false);
      expect((radio as HTMLInputElement).disabled).toBe(false);
    }
  });

  it('does not send answers in a preview', () => {
    renderWithTheme(<QuizLecture quiz={quiz} isCompleted={false} canSubmit={false} onSubmit={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Cevapları Gönder' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
