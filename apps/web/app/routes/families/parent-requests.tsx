import { Suspense } from 'react';
import { Await, useNavigate, useRevalidator } from 'react-router';
import { paths } from '../../config/paths.ts';
import { redirectWithoutRole } from '../../features/auth/gates.ts';
import {
  ParentRequestsSkeleton,
  ParentRequestsView,
} from '../../features/purchase-requests/components/parent-requests-view.tsx';
import { purchaseRequestTexts } from '../../features/purchase-requests/purchase-request-texts.ts';
import { fetchPurchaseRequests } from '../../features/purchase-requests/purchase-requests-api.ts';
import type { Route } from './+types/parent-requests';

/** A student or lecturer who types this address goes to their own start page (features/auth/gates.ts). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [redirectWithoutRole('Parent')];

export const meta: Route.MetaFunction = () => [{ title: `${purchaseRequestTexts.title} | Kampüs` }];

/** Requests change with every child's basket, so they are read afresh on every visit. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => ({
  requests: fetchPurchaseRequests(undefined, request.signal),
});

export default function ParentRequestsPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <Suspense fallback={<ParentRequestsSkeleton />}>
      <Await resolve={loaderData.requests}>
        {(requests) => (
          <ParentRequestsView
            requests={requests}
            // A card approval goes on to iyzico's page; a bank transfer's summary holds what to pay and where; a free
            // order is done, so the list shows it.
            onApproved={(approval, request) => {
              if (approval.paymentPageUrl) window.location.assign(approval.paymentPageUrl);
              else if (request.total > 0) void navigate(paths.orderSummary(approval.orderId));
              else void revalidator.revalidate();
            }}
            onDeclined={() => void revalidator.revalidate()}
          />
        )}
      </Await>
    </Suspense>
  );
}
