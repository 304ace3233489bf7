import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { BookmarkButton, type BookmarkButtonProps } from './bookmark-button.tsx';
import { resetBookmarkStore } from './bookmark-store.ts';

const COURSE_ID = '3d4c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a';
const BOOKMARK_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const user = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Deniz',
  surname: 'Kaya',
  roles: ['Student'],
};

type Call = { method: string; url: string; body: unknown };
/** Answers the API client's calls with envelopes, in order. */
const stubApi = (answers: unknown[]) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      const data = answers.shift() ?? null;
      return new Response(JSON.stringify({ success: true, message: null, data, error: null }), {
        status: 200,
      });
    }),
  );
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetBookmarkStore();
});

/** The button on a card whose title link covers the card, below a signed-in layout that knows the user. */
const renderButton = (props: Partial<BookmarkButtonProps> = {}, signedIn = true) => {
  const card = (
    <Link to={`/course/${COURSE_ID}`}>
      Kart
      <BookmarkButton courseId={COURSE_ID} courseName="React ile Modern Arayüzler" {...props} />
    </Link>
  );
  const router = createMemoryRouter(
    [
      {
        id: 'signed-in',
        loader: () => (signedIn ? { user } : null),
        element: <Outlet />,
        children: [
          { path: '/courses', element: card },
          { path: '/course/:courseId', element: <p>Kurs sayfası</p> },
        ],
      },
    ],
    { initialEntries: ['/courses'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
};

describe('BookmarkButton', () => {
  it('saves a course the server says is not bookmarked, without opening the course', async () => {
    const calls = stubApi([BOOKMARK_ID]);
    const router = renderButton({ bookmarkId: null });
    const button = await screen.findByRole('button', { name: 'Kaydet: React ile Modern Arayüzler' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(button);
    const pressed = await screen.findByRole('button', { name: 'Kaydedildi: React ile Modern Arayüzler' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toEqual([{ method: 'POST', url: '/api/v1/web/bookmarks', body: { courseId: COURSE_ID } }]);
    expect(router.state.location.pathname).toBe('/courses');
  });

  it('removes the bookmark the server named', async () => {
    const calls = stubApi([null]);
    renderButton({ bookmarkId: BOOKMARK_ID });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kaydedildi: React ile Modern Arayüzler' }),
    );
    await screen.findByRole('button', { name: 'Kaydet: React ile Modern Arayüzler' });
    expect(calls).toEqual([{ method: 'DELETE', url: `/api/v1/web/bookmarks/${BOOKMARK_ID}`, body: null }]);
  });

  it('looks the state up in the list when the server sent none with the course', async () => {
    const calls = stubApi([[{ id: BOOKMARK_ID, courseId: COURSE_ID }]]);
    renderButton({ variant: 'button' });
    const button = await screen.findByRole('button', { name: 'Kaydedildi' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/web/bookmarks']);
  });

  it('is not offered outside the signed-in pages', async () => {
    stubApi([]);
    const router = renderButton({ bookmarkId: null }, false);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await screen.findByText('Kart');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
