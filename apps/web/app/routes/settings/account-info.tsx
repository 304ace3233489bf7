import { ProfileFieldsSchema, type ProfileFields as ProfileValues } from '@kampus/contract';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useSubmit } from 'react-router';
import { fetchProfile, updateProfile } from '../../features/auth/account-api.ts';
import { ProfileFields } from '../../features/auth/components/profile-fields.tsx';
import { SettingsFormCard } from '../../features/auth/components/settings-form-card.tsx';
import { forgetUserInformation } from '../../features/auth/session.ts';
import { profileRules } from '../../features/auth/validation.ts';
import {
  type FormResult,
  fieldErrorsOf,
  formDataToObject,
  formFailureFrom,
  useIsSubmitting,
  useServerFieldErrors,
} from '../../lib/forms.ts';
import type { Route } from './+types/account-info';

export const meta: Route.MetaFunction = () => [{ title: 'Hesap Bilgileri | Kampüs' }];

export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => ({
  profile: await fetchProfile(request.signal),
});

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const parsed = ProfileFieldsSchema.safeParse(formDataToObject(await request.formData()));
  if (!parsed.success) return { ok: false, fields: fieldErrorsOf(parsed.error) };
  try {
    await updateProfile(parsed.data);
    // The navbar shows the name from the user information: load it again.
    forgetUserInformation();
    return { ok: true };
  } catch (error) {
    return formFailureFrom(error);
  }
}

const profileValues = (profile: ProfileValues): ProfileValues => ({
  name: profile.name,
  surname: profile.surname,
  email: profile.email,
  identificationNumber: profile.identificationNumber,
  parentName: profile.parentName,
  parentSurname: profile.parentSurname,
  parentIdentificationNumber: profile.parentIdentificationNumber,
  fullAddress: profile.fullAddress,
});

export default function AccountInfoPage({ loaderData, actionData }: Route.ComponentProps) {
  const submit = useSubmit();
  const isSubmitting = useIsSubmitting();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValues(loaderData.profile),
    validate: profileRules,
    validateInputOnBlur: true,
  });
  useServerFieldErrors(form, actionData);

  // After a save the stored profile is the new starting point of the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new loader answer resets the form
  useEffect(() => {
    const values = profileValues(loaderData.profile);
    form.setInitialValues(values);
    form.setValues(values);
  }, [loaderData.profile]);

  return (
    <SettingsFormCard
      title="Hesap Bilgileri"
      description="Kendi ve velinizin bilgilerini güncel tutun."
      result={actionData}
      isSubmitting={isSubmitting}
      onSubmit={form.onSubmit((values) => submit(values, { method: 'post' }))}
      submitLabel="Kaydet"
      fieldsProps={{ gap: 'lg' }}
    >
      <ProfileFields form={form} />
    </SettingsFormCard>
  );
}
