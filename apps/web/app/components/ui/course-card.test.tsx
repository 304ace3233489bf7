import type { CourseListItem } from '@kampus/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { CourseCard, type CourseCardProps, courseCardActionOf } from './course-card.tsx';

const COURSE_ID = '3d4c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a';

const course = (overrides: Partial<CourseListItem> = {}): CourseListItem => ({
  id: COURSE_ID,
  name: 'React ile Modern Arayüzler',
  description: 'Bileşenler, hook’lar ve yönlendirme.',
  image: '/api/v1/web/media/covers/react.jpg',
  level: 1,
  durationMinute: 104,
  durationText: '1 saat 44 dakika',
  totalLessons: 8,
  price: 799.9,
  discountedPrice: 549.9,
  priceText: '₺549,90',
  rating: 4.8,
  ratingCount: 4,
  lecturerName: 'Ahmet Yılmaz',
  progressPercent: 0,
  isCoursePurchased: false,
  isInTheBasket: false,
  bookmarkId: null,
  seatsLeft: null,
  ...overrides,
});

/** The card inside a router, with a course page to tell whether its link was followed. */
const renderCard = (props: Partial<CourseCardProps> = {}) => {
  const router = createMemoryRouter(
    [
      { path: '/courses', element: <CourseCard course={course()} {...props} /> },
      { path: '/course/:courseId', element: <p>Kurs sayfası</p> },
      { path: '/course/:courseId/learning', element: <p>Öğrenme ekranı</p> },
      { path: '/basket', element: <p>Sepet sayfası</p> },
    ],
    { initialEntries: ['/courses'] },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
};

describe('CourseCard', () => {
  it('shows the name, level, duration, lesson count and price text', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'React ile Modern Arayüzler' })).toBeTruthy();
    expect(screen.getByText('Orta')).toBeTruthy();
    expect(screen.getByText('1 saat 44 dakika')).toBeTruthy();
    expect(screen.getByText('8 lessons')).toBeTruthy();
    expect(screen.getByText('₺549,90')).toBeTruthy();
  });

  it('links to the course page from its name', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'React ile Modern Arayüzler' }).getAttribute('href')).toBe(
      `/course/${COURSE_ID}`,
    );
  });

  it("offers 'Sepete Ekle' and adds by id without following the card's link", async () => {
    const onAddToBasket = vi.fn();
    const router = renderCard({ onAddToBasket });
    await userEvent.setup().click(screen.getByRole('button', { name: /Sepete Ekle/ }));
    expect(onAddToBasket).toHaveBeenCalledWith(COURSE_ID);
    expect(router.state.location.pathname).toBe('/courses');
  });

  it("reads 'Sepete Git' and leads to the basket when the course is already in it", async () => {
    const router = renderCard({ course: course({ isInTheBasket: true }), onAddToBasket: vi.fn() });
    expect(screen.queryByRole('button', { name: /Sepete Ekle/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sepete Git' }));
    expect(router.state.location.pathname).toBe('/basket');
  });

  it("reads 'Kursa Git' with the progress bar and percent when the course is owned", async () => {
    const router = renderCard({
      course: course({ isCoursePurchased: true, progressPercent: 50 }),
      onAddToBasket: vi.fn(),
    });
    expect(screen.getByRole('progressbar', { name: 'İlerleme: %50' })).toBeTruthy();
    expect(screen.getByText('%50')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Kursa Git' }));
    expect(router.state.location.pathname).toBe(`/course/${COURSE_ID}/learning`);
  });

  it('shows no progress bar for a course the user does not own', () => {
    renderCard();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('disables the add button while the course is being added', () => {
    renderCard({ onAddToBasket: vi.fn(), isAdding: true });
    expect(screen.getByRole('button', { name: /Sepete Ekle/ }).hasAttribute('disabled')).toBe(true);
  });

  it('replaces a cover that fails to load by the placeholder, never a broken image', () => {
    renderCard();
    const image = document.body.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image as HTMLImageElement);
    expect(document.body.querySelector('img')).toBeNull();
    expect(screen.getByTestId('course-image-placeholder')).toBeTruthy();
  });

  it('shows the placeholder alone for a course without a cover', () => {
    renderCard({ course: course({ image: null }) });
    expect(document.body.querySelector('img')).toBeNull();
    expect(screen.getByTestId('course-image-placeholder')).toBeTruthy();
  });

  it("labels an unknown level 'Unknown'", () => {
    renderCard({ course: course({ level: 9 }) });
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});

describe('courseCardActionOf', () => {
  it('prefers owning over being in the basket', () => {
    expect(courseCardActionOf({ isCoursePurchased: true, isInTheBasket: true }, true)).toBe('go-to-course');
    expect(courseCardActionOf({ isCoursePurchased: false, isInTheBasket: true }, true)).toBe('go-to-basket');
    expect(courseCardActionOf({ isCoursePurchased: false, isInTheBasket: false }, true)).toBe(
      'add-to-basket',
    );
    expect(courseCardActionOf({ isCoursePurchased: false, isInTheBasket: false }, false)).toBe('none');
  });
});
