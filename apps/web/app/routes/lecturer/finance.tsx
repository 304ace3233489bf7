import { Suspense } from 'react';
import { Await } from 'react-router';
import { FinanceSkeleton, FinanceView } from '../../features/lecturer/components/finance-view.tsx';
import { fetchFinance } from '../../features/lecturer/lecturer-api.ts';
import { lecturerTexts } from '../../features/lecturer/lecturer-texts.ts';
import type { Route } from './+types/finance';

export const meta: Route.MetaFunction = () => [{ title: 'Finans Paneli | Kampüs' }];

/** Handed over unresolved, so that the page shows its skeleton at once. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  finance: fetchFinance(request.signal).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(lecturerTexts.finance.loadFailed);
  }),
});

export default function LecturerFinancePage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<FinanceSkeleton />}>
      <Await resolve={loaderData.finance}>{(finance) => <FinanceView finance={finance} />}</Await>
    </Suspense>
  );
}
