import type { DiscountCode, PickerCourse } from '@kampus/contract';
import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { hasCode, isApiError, isMissing, isRuleRefusal } from '../../lib/api-client.ts';
import type { FormResult } from '../../lib/forms.ts';
import { safeReturnUrl } from '../../lib/list-query.ts';
import { discountCodeTexts } from './discount-code-texts.ts';
import {
  createDiscountCode,
  fetchDiscountCode,
  fetchDiscountCodeCourses,
  updateDiscountCode,
} from './lecturer-code-api.ts';
import { lecturerCodeErrors, lecturerCodePayloadFrom } from './lecturer-code-values.ts';

const texts = discountCodeTexts.lecturer;

/** Loaders and actions of the lecturer discount-code form routes. */

export const discountCodeReturnUrl = (request: Request) =>
  safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'), paths.lecturer.discountCodes);

/** Seed 001 §8: the form still opens when the courses fail to load, and says so with a way to reload. */
const loadCourses = async (signal: AbortSignal): Promise<PickerCourse[] | null> => {
  try {
    return await fetchDiscountCodeCourses(signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (hasCode(error, 'UNAUTHENTICATED')) throw error;
    return null;
  }
};

export const loadCodeForm = async (request: Request) => ({
  courses: await loadCourses(request.signal),
  returnUrl: discountCodeReturnUrl(request),
  /** `?courseId=` preselects a course (e.g. from the course list). */
  courseId: new URL(request.url).searchParams.get('courseId'),
});

export const loadCodeForEdit = async (id: string, request: Request) => {
  let code: DiscountCode;
  try {
    code = await fetchDiscountCode(id, request.signal);
  } catch (error) {
    if (isMissing(error)) throw new Error(texts.notFound);
    // A basket code is edited in the admin area; the server says so.
    if (isRuleRefusal(error) && error.errorMessage) throw new Error(error.errorMessage);
    throw error;
  }
  return { code, courses: await loadCourses(request.signal), returnUrl: discountCodeReturnUrl(request) };
};

/**
 * Create or update, then back to the returnUrl. A refusal shows the server's field messages, else its
 * message, else the seed's 'İndirim kodu oluşturulurken / güncellenirken bir hata oluştu'.
 */
export const submitLecturerCode = async (request: Request, id?: string): Promise<FormResult | Response> => {
  const body = (await request.json()) as Record<string, unknown>;
  const payload = lecturerCodePayloadFrom(body, id);
  const fields = lecturerCodeErrors(payload, null);
  if (Object.keys(fields).length > 0) return { ok: false, fields: fields as Record<string, string> };
  const { id: _id, ...rest } = payload;
  try {
    if (id) await updateDiscountCode({ ...rest, id });
    else await createDiscountCode(rest);
  } catch (error) {
    const failed = id ? texts.updateFailed : texts.createFailed;
    if (!isApiError(error)) return { ok: false, formError: failed };
    if (error.code === 'VALIDATION_FAILED' && error.fields && Object.keys(error.fields).length > 0)
      return { ok: false, fields: error.fields };
    return { ok: false, formError: error.errorMessage ?? (error.code === null ? error.message : failed) };
  }
  return redirect(discountCodeReturnUrl(request));
};
