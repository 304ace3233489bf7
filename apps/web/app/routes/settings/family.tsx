import { useRevalidator } from 'react-router';
import { FamilySettingsView } from '../../features/families/components/family-settings-view.tsx';
import {
  createInvitation,
  deleteInvitation,
  fetchInvitations,
  fetchLinkedParents,
  unlinkParent,
} from '../../features/families/families-api.ts';
import { familyTexts } from '../../features/families/family-texts.ts';
import type { Route } from './+types/family';

export const meta: Route.MetaFunction = () => [{ title: `${familyTexts.settings.title} | Kampüs` }];

/** A failure reaches the settings area's error screen, which says why. */
export const clientLoader = async ({ request }: Route.ClientLoaderArgs) => {
  const [invitations, parents] = await Promise.all([
    fetchInvitations(request.signal),
    fetchLinkedParents(request.signal),
  ]);
  return { invitations, parents };
};

export default function FamilySettingsPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <FamilySettingsView
      invitations={loaderData.invitations}
      parents={loaderData.parents}
      onInvite={createInvitation}
      onRevoke={deleteInvitation}
      onUnlink={unlinkParent}
      onChanged={() => void revalidator.revalidate()}
    />
  );
}
