import { discountMessages } from '@kampus/contract';
import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isApiError, isMissing, isRuleRefusal } from '../../lib/api-client.ts';
import type { FormResult } from '../../lib/forms.ts';
import { returnUrlOf } from '../../lib/list-query.ts';
import { createDiscountCode, fetchDiscountCode, updateDiscountCode } from './admin-code-api.ts';
import { discountCodeErrors, discountCodePayloadFrom } from './admin-code-values.ts';
import { discountCodeTexts } from './discount-code-texts.ts';

/** Loaders and actions of the basket discount-code form routes. */

export const discountCodeReturnUrl = (request: Request) => returnUrlOf(request, paths.admin.discountCodes);

export const loadDiscountCodeForEdit = async (id: string, request: Request) => {
  try {
    return { code: await fetchDiscountCode(id, request.signal), returnUrl: discountCodeReturnUrl(request) };
  } catch (error) {
    if (isMissing(error)) throw new Error(discountMessages.codeNotFound);
    // A lecturer's course code is edited in the lecturer area; the server says so.
    if (isRuleRefusal(error) && error.errorMessage) throw new Error(error.errorMessage);
    throw error;
  }
};

/**
 * Create or update, then back to the returnUrl. A refusal shows the server's message, else the seed's
 * 'İndirim kodu oluşturulurken / güncellenirken bir hata oluştu'.
 */
export const submitDiscountCode = async (request: Request, id?: string): Promise<FormResult | Response> => {
  const mode = id ? 'edit' : 'create';
  const payload = discountCodePayloadFrom((await request.json()) as Record<string, unknown>, id);
  const fields = discountCodeErrors(payload, mode);
  if (Object.keys(fields).length > 0) return { ok: false, fields: fields as Record<string, string> };
  const { id: _id, ...body } = payload;
  try {
    if (id) await updateDiscountCode({ ...body, id });
    else await createDiscountCode(body);
  } catch (error) {
    const failed = id ? discountCodeTexts.admin.updateFailed : discountCodeTexts.admin.createFailed;
    if (!isApiError(error)) return { ok: false, formError: failed };
    if (error.code === 'VALIDATION_FAILED' && error.fields && Object.keys(error.fields).length > 0)
      return { ok: false, fields: error.fields };
    return { ok: false, formError: error.errorMessage ?? (error.code === null ? error.message : failed) };
  }
  return redirect(discountCodeReturnUrl(request));
};
