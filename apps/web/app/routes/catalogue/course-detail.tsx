import { RatingInputSchema } from '@kampus/contract';
import { Suspense } from 'react';
import { Await, data, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { paths } from '../../config/paths.ts';
import { BookmarkButton } from '../../features/bookmarks/bookmark-button.tsx';
import { addToBasketFrom, isAddToBasketSubmission } from '../../features/catalogue/add-to-basket.ts';
import { fetchCourseDetail, fetchCourseRatings, rateCourse } from '../../features/catalogue/catalogue-api.ts';
import {
  CourseDetailSkeleton,
  CourseDetailView,
} from '../../features/catalogue/components/course-detail-view.tsx';
import { RATE, type RateResult } from '../../features/catalogue/components/course-ratings.tsx';
import { ComingSessions } from '../../features/classes/components/coming-sessions.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { fieldErrorsOf } from '../../lib/forms.ts';
import type { Route } from './+types/course-detail';

export const meta: Route.MetaFunction = () => [{ title: 'Kurs Detayı | Kampüs' }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ratingsPageOf = (url: URL) => {
  const page = Number(url.searchParams.get('ratingsPage'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The course and its ratings load side by side; the page shows a skeleton until the course arrives. */
export const clientLoader = ({ params, request }: Route.ClientLoaderArgs) => {
  const { courseId } = params;
  if (!courseId) throw new Error('Course ID is required');
  // An address that cannot name a course is simply not found (the server would call it a bad request).
  if (!UUID.test(courseId)) throw data(null, { status: 404 });
  return {
    courseId,
    detail: fetchCourseDetail(courseId, request.signal),
    ratings: fetchCourseRatings(courseId, ratingsPageOf(new URL(request.url)), request.signal),
  };
};

export const clientAction = async ({ params, request }: Route.ClientActionArgs) => {
  const formData = await request.formData();
  // After adding, the page's data reloads, so the panel then reads 'Sepete Git'.
  if (isAddToBasketSubmission(formData)) return addToBasketFrom(formData);

  const parsed = RatingInputSchema.safeParse({
    rating: Number(formData.get('rating')),
    comment: String(formData.get('comment') ?? ''),
  });
  if (!parsed.success)
    return { intent: RATE, ok: false, fields: fieldErrorsOf(parsed.error) } satisfies RateResult;
  try {
    await rateCourse(params.courseId ?? '', parsed.data);
    return { intent: RATE, ok: true } satisfies RateResult;
  } catch (error) {
    if (!isApiError(error)) throw error;
    // The server's own reason (e.g. not enrolled), not only the status's generic text.
    return {
      intent: RATE,
      ok: false,
      fields: error.fields,
      formError: error.fields ? undefined : (error.errorMessage ?? error.message),
    } satisfies RateResult;
  }
};

export default function CourseDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const submittingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const rateResult = actionData && actionData.intent === RATE ? (actionData as RateResult) : undefined;
  const shareUrl =
    typeof window === 'undefined'
      ? paths.course(loaderData.courseId)
      : new URL(paths.course(loaderData.courseId), window.location.origin).toString();

  return (
    <Suspense key={loaderData.courseId} fallback={<CourseDetailSkeleton />}>
      <Await resolve={loaderData.detail}>
        {(detail) => (
          <CourseDetailView
            detail={detail}
            ratings={loaderData.ratings}
            shareUrl={shareUrl}
            isAddingToBasket={submittingIntent === 'add-to-basket'}
            isRating={submittingIntent === RATE}
            rateResult={rateResult}
            onRate={(values) =>
              submit(
                { intent: RATE, rating: values.rating, comment: values.comment },
                { method: 'post', preventScrollReset: true },
              )
            }
            sideActions={
              <>
                <BookmarkButton
                  courseId={detail.id}
                  courseName={detail.name}
                  bookmarkId={detail.bookmarkId}
                  variant="button"
                  fullWidth
                />
                <ComingSessions courseId={detail.id} seatsLeft={detail.seatsLeft} />
              </>
            }
            onRatingsPageChange={(page) =>
              setSearchParams(page > 1 ? { ratingsPage: String(page) } : {}, { preventScrollReset: true })
            }
          />
        )}
      </Await>
    </Suspense>
  );
}
