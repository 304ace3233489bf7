import { DiscountCodesPage } from '../../features/discount-codes/components/lecturer-code-list-view.tsx';
import { discountCodeTexts } from '../../features/discount-codes/discount-code-texts.ts';
import { fetchDiscountCodePage } from '../../features/discount-codes/lecturer-code-api.ts';
import { listQueryFrom } from '../../lib/list-query.ts';
import { notify } from '../../lib/notify.ts';
import type { Route } from './+types/discount-codes';

export const meta: Route.MetaFunction = () => [{ title: 'İndirim Kodu Paneli | Kampüs' }];

const emptyPage = { items: [], currentPage: 1, totalPageCount: 1, totalItemCount: 0, hasNextPage: false };

/**
 * `?page&search`. Seed 001 §8: a list that fails to load is an empty list of one page; the notice
 * says it failed, so an outage never reads as "there are no codes".
 */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => {
  const query = listQueryFrom(new URL(request.url).searchParams);
  return {
    query,
    page: fetchDiscountCodePage(query, request.signal).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      notify('error', discountCodeTexts.lecturer.loadFailed);
      return emptyPage;
    }),
  };
};

export default function LecturerDiscountCodesPage({ loaderData }: Route.ComponentProps) {
  return <DiscountCodesPage query={loaderData.query} page={loaderData.page} />;
}
