import { Suspense } from 'react';
import { Await } from 'react-router';
import { fetchFinance } from '../../features/authoring/authoring-api.ts';
import { authoringTexts } from '../../features/authoring/authoring-texts.ts';
import { FinanceSkeleton, FinanceView } from '../../features/authoring/components/finance-view.tsx';
import type { Route } from './+types/finance';

export const meta: Route.MetaFunction = () => [{ title: 'Finans Paneli | Kampüs' }];

/** Handed over unresolved, so that the page shows its skeleton at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  finance: fetchFinance(request.signal).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(authoringTexts.finance.loadFailed);
  }),
});

export default function LecturerFinancePage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<FinanceSkeleton />}>
      <Await resolve={loaderData.finance}>{(finance) => <FinanceView finance={finance} />}</Await>
    </Suspense>
  );
}
