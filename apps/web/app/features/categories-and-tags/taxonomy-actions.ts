import { TaxonomyCreateSchema, TaxonomyUpdateSchema } from '@kampus/contract';
import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isMissing } from '../../lib/api-client.ts';
import { type FormResult, fieldErrorsOf, formDataToObject, formFailureFrom } from '../../lib/forms.ts';
import { returnUrlOf } from '../../lib/list-query.ts';
import { createTaxonomy, fetchTaxonomy, type TaxonomyKind, updateTaxonomy } from './taxonomy-api.ts';
import { taxonomyTexts } from './taxonomy-texts.ts';

/** The route modules of the category and tag forms share these loaders and actions. */

export const taxonomyListPath = (kind: TaxonomyKind) =>
  kind === 'category' ? paths.admin.categories : paths.admin.tags;

/** The entry to edit; an unknown id says which kind was not found on the error screen. */
export const loadTaxonomyForEdit = async (kind: TaxonomyKind, id: string, request: Request) => {
  try {
    return {
      item: await fetchTaxonomy(kind, id, request.signal),
      returnUrl: returnUrlOf(request, taxonomyListPath(kind)),
    };
  } catch (error) {
    if (isMissing(error)) throw new Error(taxonomyTexts.taxonomyForm.notFound[kind]);
    throw error;
  }
};

/** Create (no id) or update, then back to where the form was opened from. */
export const submitTaxonomy = async (
  kind: TaxonomyKind,
  request: Request,
  id?: string,
): Promise<FormResult | Response> => {
  const values = formDataToObject(await request.formData());
  try {
    if (id) {
      const parsed = TaxonomyUpdateSchema.safeParse({ ...values, id });
      if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
      await updateTaxonomy(kind, parsed.data);
    } else {
      const parsed = TaxonomyCreateSchema.safeParse(values);
      if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
      await createTaxonomy(kind, parsed.data);
    }
  } catch (error) {
    return formFailureFrom(error);
  }
  return redirect(returnUrlOf(request, taxonomyListPath(kind)));
};
