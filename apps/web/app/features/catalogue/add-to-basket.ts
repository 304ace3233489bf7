import { isApiError } from '../../lib/api-client.ts';
import { setBasketCountFrom } from '../../lib/basket-count.ts';
import { addCourseToBasket } from './catalogue-api.ts';

/** Form intent shared by the catalogue cards and the course page. */
export const ADD_TO_BASKET = 'add-to-basket';

export type AddToBasketResult = { intent: typeof ADD_TO_BASKET; ok: boolean; courseId: string };

/**
 * Adds the course named in the form to the basket. A refusal (already owned, already in the basket, not on sale)
 * has been shown by the API client as a notification; the page then keeps its button as it was.
 */
export const addToBasketFrom = async (formData: FormData): Promise<AddToBasketResult> => {
  const courseId = String(formData.get('courseId') ?? '');
  try {
    const basket = await addCourseToBasket(courseId);
    // The answer is the whole basket: the navbar badge counts it without asking again.
    setBasketCountFrom(basket);
    return { intent: ADD_TO_BASKET, ok: true, courseId };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { intent: ADD_TO_BASKET, ok: false, courseId };
  }
};

export const isAddToBasketSubmission = (formData: FormData | undefined) =>
  formData?.get('intent') === ADD_TO_BASKET;
