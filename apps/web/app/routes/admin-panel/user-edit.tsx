import { AdminUserUpdateSchema, adminMessages } from '@kampus/contract';
import { redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { fetchUser, updateUser } from '../../features/admin/admin-api.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import { UserEditForm } from '../../features/admin/components/user-edit-form.tsx';
import { forgetUserInformation } from '../../features/auth/session.ts';
import { isApiError } from '../../lib/api-client.ts';
import { type FormResult, fieldErrorsOf } from '../../lib/forms.ts';
import { returnUrlOf } from '../../lib/list-query.ts';
import type { Route } from './+types/user-edit';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.users.editTitle} | Kampüs` }];

export const clientLoader = async ({ request, params }: Route.ClientLoaderArgs) => {
  try {
    return {
      user: await fetchUser(params.userId, request.signal),
      returnUrl: returnUrlOf(request, paths.admin.users),
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw new Error(adminMessages.userNotFound);
    throw error;
  }
};

export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<FormResult | Response> {
  const body = (await request.json()) as Record<string, unknown>;
  const parsed = AdminUserUpdateSchema.safeParse({ ...body, id: params.userId });
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
  try {
    await updateUser(parsed.data);
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 400 && error.fields && Object.keys(error.fields).length > 0)
        return { ok: false, fields: error.fields };
      // Seed 001 §8: the server's reason when it gave one (e.g. one's own Admin role), else the seed's text.
      if (error.status === 422 || error.status === 404 || error.status === 403)
        return { ok: false, formError: error.errorMessage ?? error.message };
      return { ok: false, formError: adminTexts.users.updateError };
    }
    return { ok: false, formError: adminTexts.users.updateError };
  }
  // The admin may have changed their own name or roles: the navbar reads them again.
  forgetUserInformation();
  return redirect(returnUrlOf(request, paths.admin.users));
}

export default function AdminUserEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UserEditForm
      key={loaderData.user.id}
      user={loaderData.user}
      result={actionData}
      returnUrl={loaderData.returnUrl}
    />
  );
}
