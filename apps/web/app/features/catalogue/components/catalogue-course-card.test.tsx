import type { CourseListItem } from '@kampus/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../test/render.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { setBasketCount, useBasketCount } from '../../../lib/basket-count.ts';
import { clientAction } from '../../../routes/catalogue/courses.tsx';
import { CatalogueCourseCard } from './catalogue-view.tsx';

const COURSE_ID = '7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const course: CourseListItem = {
  id: COURSE_ID,
  name: 'Node.js ile REST API Geliştirme',
  description: 'Fastify ile doğrulanmış bir REST API yazın.',
  image: null,
  level: 1,
  durationMinute: 104,
  durationText: '1 saat 44 dakika',
  totalLessons: 8,
  price: 699.9,
  discountedPrice: 0,
  priceText: '₺699,90',
  rating: 0,
  ratingCount: 0,
  lecturerName: 'Can Öztürk',
  progressPercent: 0,
  isCoursePurchased: false,
  isInTheBasket: false,
  bookmarkId: null,
  seatsLeft: null,
};

function BasketBadge() {
  return <output aria-label="Sepet sayısı">{useBasketCount() ?? '-'}</output>;
}

/** The catalogue card under the real catalogue action, with the navbar count beside it. */
const renderCatalogueCard = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/courses',
        action: ({ request }) => clientAction({ request } as Parameters<typeof clientAction>[0]),
        element: (
          <>
            <BasketBadge />
            <CatalogueCourseCard course={course} />
          </>
        ),
      },
      { path: '/course/:courseId', element: <p>Kurs sayfası</p> },
    ],
    { initialEntries: ['/courses'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
};

afterEach(() => {
  vi.restoreAllMocks();
  setBasketCount(null);
});

describe('catalogue card', () => {
  it("adds the course, then reads 'Sepete Git' and counts the basket up", async () => {
    setBasketCount(1);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ id: 'b', items: [{}, {}] });
    const router = renderCatalogueCard();

    await userEvent.setup().click(screen.getByRole('button', { name: /Sepete Ekle/ }));

    expect(await screen.findByRole('link', { name: 'Sepete Git' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/baskets/add-item', { courseId: COURSE_ID, basketId: null });
    expect(screen.getByLabelText('Sepet sayısı').textContent).toBe('2');
    expect(router.state.location.pathname).toBe('/courses');
  });

  it("keeps 'Sepete Ekle' when the server refuses", async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError('Bu kurs zaten sepetinizde.', { status: 422, errorMessage: 'Bu kurs zaten sepetinizde.' }),
    );
    renderCatalogueCard();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Sepete Ekle/ }));

    const button = await screen.findByRole('button', { name: /Sepete Ekle/ });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('link', { name: 'Sepete Git' })).toBeNull();
  });
});
