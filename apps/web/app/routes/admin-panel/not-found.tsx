import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../components/ui/admin-page-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { adminTexts } from '../../features/admin/admin-texts.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: `${adminTexts.notFoundTitle} | Kampüs` }];

/** An unknown admin address stays in the area; the side menu highlights the dashboard. */
export default function AdminNotFoundPage() {
  return (
    <>
      <AdminPageHeader title={adminTexts.notFoundTitle} />
      <EmptyState
        isSearch
        message={adminTexts.notFoundText}
        action={
          <Button component={Link} to={paths.admin.dashboard}>
            {adminTexts.toDashboard}
          </Button>
        }
      />
    </>
  );
}
