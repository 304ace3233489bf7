import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { LectureFilesSection } from './lecture-files-section.tsx';

const LECTURE_ID = '3d4c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a';
const RESOURCE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

type Answer = { status?: number; data?: unknown; error?: { code: string; errorMessage: string } };
type Call = { method: string; url: string };

/** Answers the API client's fetch calls in order with envelopes (a status of 4xx answers a refusal). */
const stubApi = (answers: Answer[]) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(url) });
      const answer = answers.shift() ?? {};
      const status = answer.status ?? 200;
      const body =
        status < 400
          ? { success: true, message: null, data: answer.data ?? null, error: null }
          : { success: false, message: answer.error?.errorMessage, data: null, error: answer.error };
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
};

const lecture = (files: { captions?: unknown[]; resources?: unknown[] }) => ({
  data: { id: LECTURE_ID, captions: [], resources: [], ...files },
});
const resource = { id: RESOURCE_ID, name: 'Ders Notları.pdf', size: 2_621_440, path: '/api/v1/web/media/x' };
const caption = { language: 'en', label: 'English', path: '/api/v1/web/media/y' };

afterEach(() => vi.unstubAllGlobals());

describe('LectureFilesSection', () => {
  it('shows empty states for both parts of a video lecture, with labelled upload controls', async () => {
    stubApi([lecture({})]);
    renderWithTheme(<LectureFilesSection lectureId={LECTURE_ID} isVideo />);
    expect(screen.getByTestId('lecture-files-loading')).toBeTruthy();
    expect(await screen.findByText('Bu derste henüz altyazı yok.')).toBeTruthy();
    expect(screen.getByText('Bu derste henüz kaynak yok.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Altyazılar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Kaynaklar' })).toBeTruthy();
    expect(screen.getAllByLabelText('Altyazı dili').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Altyazı dosyası' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kaynak dosyası' })).toBeTruthy();
    // Nothing chosen yet: the upload buttons wait for a file.
    expect(screen.getByRole('button', { name: 'Altyazıyı yükle' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Kaynağı yükle' }).hasAttribute('disabled')).toBe(true);
  });

  it('lists resources with their sizes and no captions part for other lectures', async () => {
    stubApi([lecture({ resources: [resource] })]);
    renderWithTheme(<LectureFilesSection lectureId={LECTURE_ID} isVideo={false} />);
    const list = await screen.findByTestId('resource-list');
    expect(within(list).getByText('Ders Notları.pdf')).toBeTruthy();
    expect(within(list).getByText('· 2,5 MB')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Altyazılar' })).toBeNull();
  });

  it('removes a resource and a caption, then shows the lists again', async () => {
    const calls = stubApi([
      lecture({ captions: [caption], resources: [resource] }),
      {},
      lecture({ captions: [caption] }),
      {},
      lecture({}),
    ]);
    renderWithTheme(<LectureFilesSection lectureId={LECTURE_ID} isVideo />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ders Notları.pdf dosyasını kaldır' }));
    expect(await screen.findByText('Bu derste henüz kaynak yok.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'English dosyasını kaldır' }));
    expect(await screen.findByText('Bu derste henüz altyazı yok.')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/v1/web/lectures/${LECTURE_ID}`,
      `DELETE /api/v1/web/lectures/${LECTURE_ID}/resources/${RESOURCE_ID}`,
      `GET /api/v1/web/lectures/${LECTURE_ID}`,
      `DELETE /api/v1/web/lectures/${LECTURE_ID}/captions/en`,
      `GET /api/v1/web/lectures/${LECTURE_ID}`,
    ]);
  });

  it("says the server's refusal in its words and offers a retry when loading failed", async () => {
    stubApi([
      lecture({ resources: [resource] }),
      { status: 404, error: { code: 'RESOURCE_NOT_FOUND', errorMessage: 'Kaynak bulunamadı.' } },
    ]);
    renderWithTheme(<LectureFilesSection lectureId={LECTURE_ID} isVideo={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ders Notları.pdf dosyasını kaldır' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kaynak bulunamadı.');

    vi.unstubAllGlobals();
    stubApi([{ status: 500, error: { code: 'INTERNAL', errorMessage: 'Hata' } }, lecture({})]);
    renderWithTheme(<LectureFilesSection lectureId={LECTURE_ID} isVideo={false} />);
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    expect(screen.getByText('Altyazılar ve kaynaklar yüklenemedi.')).toBeTruthy();
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getAllByText('Bu derste henüz kaynak yok.')).toHaveLength(1));
  });
});
