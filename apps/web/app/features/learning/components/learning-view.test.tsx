import type { CourseWithContents } from '@kampus/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseWith, lecture, section } from '../../../../test/learning-course.ts';
import { renderWithTheme } from '../../../../test/render.tsx';
import { LearningView } from './learning-view.tsx';

/** The view inside a router that keeps `?lecture=` like the route does. */
function Screen({ course, onChosen }: { course: CourseWithContents; onChosen: (id: string) => void }) {
  const [params, setParams] = useSearchParams();
  const [chosen] = useState(() => (id: string) => {
    onChosen(id);
    setParams({ lecture: id }, { replace: true });
  });
  return <LearningView course={course} requestedLectureId={params.get('lecture')} onLectureChosen={chosen} />;
}

const renderScreen = (course: CourseWithContents, search = '') => {
  const onChosen = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/course/:courseId/learning', element: <Screen course={course} onChosen={onChosen} /> },
      { path: '/certificates', element: <p>Sertifikalar sayfası</p> },
    ],
    { initialEntries: [`/course/${course.id}/learning${search}`] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return { router, onChosen };
};

type Call = { method: string; url: string };
/** Answers the API client's calls with envelopes; each answer is taken in order. */
const stubApi = (answers: unknown[]) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(url) });
      const data = answers.shift() ?? null;
      return new Response(JSON.stringify({ success: true, message: null, data, error: null }), {
        status: 200,
      });
    }),
  );
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('LearningView lecture selection', () => {
  it('opens the first lecture not yet completed and puts it in the address', async () => {
    const first = lecture({ name: 'Kursa hoş geldiniz', isCompleted: true });
    const second = lecture({ name: 'Bileşenler ve props' });
    const third = lecture({ name: 'Hook’lar' });
    const course = courseWith([section('Giriş', [first]), section('Temeller', [second, third])]);
    const { router, onChosen } = renderScreen(course);

    const pane = screen.getByTestId('lecture-pane');
    expect(within(pane).getByRole('heading', { level: 2 }).textContent).toBe('Bileşenler ve props');
    expect(onChosen).toHaveBeenCalledWith(second.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?lecture=${second.id}`));
    // The side panel marks it as the current lecture.
    const current = screen.getAllByTestId('lecture-link').find((link) => link.getAttribute('aria-current'));
    expect(current?.textContent).toContain('Bileşenler ve props');
  });

  it('opens the first lecture of the first section once everything is completed', () => {
    const first = lecture({ name: 'Kursa hoş geldiniz', isCompleted: true });
    const second = lecture({ name: 'Bileşenler ve props', isCompleted: true });
    renderScreen(courseWith([section('Giriş', [first]), section('Temeller', [second])]));
    expect(within(screen.getByTestId('lecture-pane')).getByRole('heading', { level: 2 }).textContent).toBe(
      'Kursa hoş geldiniz',
    );
  });

  it('keeps the lecture named in the address', () => {
    const first = lecture({ name: 'Kursa hoş geldiniz' });
    const second = lecture({ name: 'Bileşenler ve props' });
    const { onChosen } = renderScreen(
      courseWith([section('Giriş', [first, second])]),
      `?lecture=${second.id}`,
    );
    expect(within(screen.getByTestId('lecture-pane')).getByRole('heading', { level: 2 }).textContent).toBe(
      'Bileşenler ve props',
    );
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('asks to pick a lesson when the course has none', () => {
    renderScreen(courseWith([section('Giriş', [])]));
    expect(screen.getByText('Select a lesson to start learning')).toBeTruthy();
    expect(screen.queryByTestId('lecture-pane')).toBeNull();
  });
});

describe('LearningView progress', () => {
  it('marks a lecture complete on the server, moves the progress and offers the undo', async () => {
    const first = lecture({ name: 'Bileşenler ve props' });
    const second = lecture({ name: 'Hook’lar' });
    const course = courseWith([section('Temeller', [first, second])]);
    const calls = stubApi([
      { completedLessons: 1, totalLessons: 2, progressPercent: 50, certificateId: null },
      { completedLessons: 0, totalLessons: 2, progressPercent: 0, certificateId: null },
    ]);
    renderScreen(course);
    const progress = screen.getByTestId('course-progress').querySelector('[role="progressbar"]');
    expect(progress?.getAttribute('aria-valuenow')).toBe('0');

    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await screen.findByRole('button', { name: 'Tamamlanmadı olarak işaretle' });
    expect(calls.at(-1)).toEqual({ method: 'POST', url: `/api/v1/web/lectures/${first.id}/complete` });
    expect(progress?.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('1/2 ders tamamlandı')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Tamamlanmadı olarak işaretle' }));
    await screen.findByRole('button', { name: 'Mark Complete' });
    expect(calls.at(-1)).toEqual({ method: 'DELETE', url: `/api/v1/web/lectures/${first.id}/complete` });
    expect(progress?.getAttribute('aria-valuenow')).toBe('0');
  });

  it('announces the certificate when the last lecture completes the course', async () => {
    const done = lecture({ isCompleted: true });
    const last = lecture({ name: 'Son ders' });
    const course = courseWith([section('Temeller', [done, last])]);
    stubApi([
      {
        completedLessons: 2,
        totalLessons: 2,
        progressPercent: 100,
        certificateId: '00000000-0000-4000-8000-00000000ce27',
      },
    ]);
    renderScreen(course);
    expect(screen.queryByTestId('course-finished')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const notice = await screen.findByTestId('course-finished');
    expect(notice.textContent).toContain('Tebrikler! Kursu tamamladınız, sertifikanız hazır.');
    expect(within(notice).getByRole('link', { name: 'Sertifikamı gör' }).getAttribute('href')).toBe(
      '/certificates',
    );
  });

  it('offers no completion buttons in a preview (lecturer or admin)', () => {
    renderScreen(courseWith([section('Temeller', [lecture()])], { isEnrolled: false }));
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(screen.getByText(/Önizleme modundasın/)).toBeTruthy();
  });
});

describe('LearningView video lectures', () => {
  const videoCourse = () => {
    const video = lecture({ name: 'Kursa hoş geldiniz', lectureContentType: 0, contentPath: '/v.webm' });
    const next = lecture({ name: 'Bileşenler ve props' });
    return { video, next, course: courseWith([section('Giriş', [video]), section('Temeller', [next])]) };
  };
  /** Plays the 100-second video to `seconds` as the browser reports it (once the player has loaded). */
  const playTo = async (seconds: number) => {
    const element = (await screen.findByTestId('lecture-video', {}, { timeout: 5000 })) as HTMLVideoElement;
    Object.defineProperty(element, 'duration', { value: 100, configurable: true });
    Object.defineProperty(element, 'currentTime', { value: seconds, configurable: true, writable: true });
    fireEvent.timeUpdate(element);
    return element;
  };

  it('completes the lecture once 90 % of the video is watched, not before', async () => {
    const { video, course } = videoCourse();
    const calls = stubApi([
      { completedLessons: 1, totalLessons: 2, progressPercent: 50, certificateId: null },
    ]);
    renderScreen(course);
    await playTo(89);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await playTo(90);
    await playTo(91);
    await screen.findByRole('button', { name: 'Tamamlanmadı olarak işaretle' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/v1/web/lectures/${video.id}/complete` },
    ]);
    expect(screen.getByText('1/2 ders tamamlandı')).toBeTruthy();
  });

  it('at the end counts down to the next lecture, which İptal or Escape stop and playing again removes', async () => {
    const { course } = videoCourse();
    stubApi([{ completedLessons: 1, totalLessons: 2, progressPercent: 50, certificateId: null }]);
    renderScreen(course);
    const element = await playTo(100);
    fireEvent.ended(element);
    const countdown = await screen.findByTestId('next-lecture-countdown');
    expect(countdown.textContent).toContain('Sıradaki ders 5 saniye içinde başlıyor:');
    expect(countdown.textContent).toContain('Bileşenler ve props');
    // Said once, politely, in a region that was there before.
    const status = screen.getByTestId('lecture-announcement');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe(
      'Video bitti. Sıradaki ders 5 saniye içinde başlıyor: Bileşenler ve props.',
    );

    await userEvent.click(within(countdown).getByRole('button', { name: 'İptal' }));
    expect(screen.queryByTestId('next-lecture-countdown')).toBeNull();
    expect(status.textContent).toBe('Sıradaki derse geçiş iptal edildi.');

    fireEvent.ended(element);
    await screen.findByTestId('next-lecture-countdown');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('next-lecture-countdown')).toBeNull();

    fireEvent.ended(element);
    await screen.findByTestId('next-lecture-countdown');
    fireEvent.play(element);
    expect(screen.queryByTestId('next-lecture-countdown')).toBeNull();
  });

  it('opens the next lecture when the countdown runs out', async () => {
    const { next, course } = videoCourse();
    stubApi([{ completedLessons: 1, totalLessons: 2, progressPercent: 50, certificateId: null }]);
    const { router } = renderScreen(course);
    fireEvent.ended(await playTo(100));
    await screen.findByTestId('next-lecture-countdown');
    await waitFor(() => expect(router.state.location.search).toBe(`?lecture=${next.id}`), { timeout: 8000 });
    await waitFor(
      () =>
        expect(
          within(screen.getByTestId('lecture-pane')).getByRole('heading', { level: 2 }).textContent,
        ).toBe('Bileşenler ve props'),
      { timeout: 5000 },
    );
  }, 20_000);
});

describe('LearningView quiz lectures', () => {
  it('offers no way to un-complete a passed quiz', () => {
    const quiz = lecture({
      name: 'Ara sınav',
      lectureContentType: 3,
      isCompleted: true,
      content: null,
      quiz: {
        questions: [{ question: '2 + 2?', options: ['3', '4', '5', '6'] }],
        passPercent: 70,
        bestScore: 100,
      },
    });
    renderScreen(courseWith([section('Temeller', [quiz])]));
    expect(screen.getByText('Bu quizi geçtin. İstersen yeniden çözebilirsin.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tamamlanmadı olarak işaretle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });
});
