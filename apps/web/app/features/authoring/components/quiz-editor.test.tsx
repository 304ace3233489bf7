import type { EditorLecture } from '@kampus/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import {
  emptyQuestion,
  isContentUpdated,
  type LectureFormMode,
  lectureFormData,
  lectureFormErrors,
  lectureValuesOf,
  newLectureValues,
  type QuizDraft,
} from '../lecture-form-values.ts';
import { QuizEditor } from './quiz-editor.tsx';

/** The editor with its own state, as the lecture form holds it; the latest quiz is readable after each step. */
const renderEditor = (
  initial: QuizDraft = { questions: [emptyQuestion()] },
  errors: Record<string, string> = {},
) => {
  const latest: { quiz: QuizDraft } = { quiz: initial };
  function Harness() {
    const [quiz, setQuiz] = useState(initial);
    latest.quiz = quiz;
    return <QuizEditor value={quiz} onChange={setQuiz} errors={errors} />;
  }
  renderWithTheme(<Harness />);
  return latest;
};

const questionGroups = () => screen.getAllByTestId('quiz-question');

describe('QuizEditor', () => {
  it('gives each question four options labelled A to D and one correct answer', async () => {
    const user = userEvent.setup();
    const latest = renderEditor();
    const [question] = questionGroups();
    if (!question) throw new Error('no question');
    await user.type(within(question).getByLabelText(/Soru metni/), 'React nedir?');
    for (const [letter, text] of [
      ['A', 'Kütüphane'],
      ['B', 'Veritabanı'],
      ['C', 'Dil'],
      ['D', 'Sunucu'],
    ] as const)
      await user.type(within(question).getByLabelText(new RegExp(`^${letter} seçeneği`)), text);
    await user.click(within(question).getByRole('radio', { name: 'C' }));
    expect(latest.quiz).toEqual({
      questions: [
        { question: 'React nedir?', options: ['Kütüphane', 'Veritabanı', 'Dil', 'Sunucu'], correctAnswer: 2 },
      ],
    });
  });

  it('keeps at least one question: the only one cannot be removed, a second one can', async () => {
    const user = userEvent.setup();
    const latest = renderEditor();
    expect((screen.getByRole('button', { name: "Soru 1'i kaldır" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Soru Ekle' }));
    expect(questionGroups()).toHaveLength(2);
    expect((screen.getByRole('button', { name: "Soru 1'i kaldır" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.type(within(questionGroups()[1] as HTMLElement).getByLabelText(/Soru metni/), 'İkinci');
    await user.click(screen.getByRole('button', { name: "Soru 1'i kaldır" }));
    expect(questionGroups()).toHaveLength(1);
    // The second question moved up, with its text.
    expect(latest.quiz.questions[0]?.question).toBe('İkinci');
  });

  it("shows the schema's messages at the question and option they belong to", () => {
    renderEditor(
      { questions: [emptyQuestion(), emptyQuestion()] },
      {
        'content.questions.1.question': 'Soru metni gereklidir.',
        'content.questions.1.options.3': 'Seçenek metni gereklidir.',
        'content.questions.1.correctAnswer': 'Doğru cevap 0 ile 3 (A–D) arasında bir tam sayı olmalıdır.',
      },
    );
    const [first, second] = questionGroups();
    expect(within(first as HTMLElement).queryByText('Soru metni gereklidir.')).toBeNull();
    expect(within(second as HTMLElement).getByText('Soru metni gereklidir.')).toBeTruthy();
    const optionD = within(second as HTMLElement).getByLabelText(/^D seçeneği/);
    expect(optionD.getAttribute('aria-invalid')).toBe('true');
    expect(within(second as HTMLElement).getByText(/Doğru cevap 0 ile 3/)).toBeTruthy();
  });
});

describe('lecture form rules', () => {
  const create: LectureFormMode = {
    kind: 'create',
    courseId: '0b6f5e1e-1111-4111-8111-111111111111',
    sectionId: '0b6f5e1e-2222-4222-8222-222222222222',
  };
  const quizValues = (quiz: QuizDraft) => ({
    ...newLectureValues(),
    name: 'Sınav',
    lectureContentType: '3',
    quiz,
  });

  it('reports an empty question, option and missing answer by their paths', () => {
    expect(lectureFormErrors(quizValues({ questions: [emptyQuestion()] }), create)).toEqual({
      'content.questions.0.question': 'Soru metni gereklidir.',
      'content.questions.0.options.0': 'Seçenek metni gereklidir.',
      'content.questions.0.options.1': 'Seçenek metni gereklidir.',
      'content.questions.0.options.2': 'Seçenek metni gereklidir.',
      'content.questions.0.options.3': 'Seçenek metni gereklidir.',
      'content.questions.0.correctAnswer': 'Doğru cevap 0 ile 3 (A–D) arasında bir tam sayı olmalıdır.',
    });
    expect(lectureFormErrors(quizValues({ questions: [] }), create)).toEqual({
      'content.questions': 'Quiz en az bir soru içermelidir.',
    });
  });

  it('sends a quiz as the contract JSON after the content type', () => {
    const quiz = {
      questions: [
        {
          question: 'S?',
          options: ['a', 'b', 'c', 'd'] as [string, string, string, string],
          correctAnswer: 1,
        },
      ],
    };
    const form = lectureFormData(quizValues(quiz), create);
    expect([...form.keys()]).toEqual([
      'courseId',
      'sectionId',
      'name',
      'description',
      'lectureContentType',
      'isPublic',
      'durationMinute',
      'rewardPoints',
      'content',
    ]);
    // A new lecture is worth the default 10 points unless the lecturer types others.
    expect(form.get('rewardPoints')).toBe('10');
    expect(JSON.parse(form.get('content') as string)).toEqual({
      questions: [{ question: 'S?', options: ['a', 'b', 'c', 'd'], correctAnswer: 1 }],
    });
  });

  it('sends an edited lecture content only when it changed (isContentUpdated)', () => {
    const lecture: EditorLecture = {
      id: '0b6f5e1e-3333-4333-8333-333333333333',
      courseId: create.courseId,
      sectionId: create.sectionId,
      name: 'Okuma',
      description: '',
      lectureContentType: 1,
      lectureType: 0,
      orderNumber: 0,
      isPublic: false,
      maxScore: null,
      durationMinute: 5,
      rewardPoints: 10,
      contentFileName: null,
      content: 'Eski metin',
      quiz: null,
      processingStatus: null,
      processingReason: null,
      updatedAt: '2026-11-21T10:00:00.000Z',
    };
    const edit: LectureFormMode = { kind: 'edit', lecture };
    const unchanged = { ...lectureValuesOf(lecture), name: 'Yeni ad' };
    expect(isContentUpdated(unchanged, edit)).toBe(false);
    const same = lectureFormData(unchanged, edit);
    expect(same.get('isContentUpdated')).toBe('false');
    expect(same.has('content')).toBe(false);
    const changed = lectureFormData({ ...unchanged, text: 'Yeni metin' }, edit);
    expect(changed.get('isContentUpdated')).toBe('true');
    expect(changed.get('content')).toBe('Yeni metin');
  });
});
