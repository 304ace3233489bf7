import {
  type ApprovePurchaseRequest,
  type CreatePurchaseRequest,
  type FamilyMember,
  type PaymentMethod,
  PaymentType,
  type PurchaseApproval,
  type PurchaseRequest,
  type PurchaseRequestStatus,
  purchaseRequestMessages,
  type SaleTerms,
} from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Calls of purchase requests (CONTRACT.md §12). The dialogs show a refusal themselves, so no notice. */

export const fetchPurchaseRequests = (status?: PurchaseRequestStatus, signal?: AbortSignal) =>
  api.get<PurchaseRequest[]>(apiPaths.purchaseRequests, {
    signal,
    errorNotice: false,
    query: { status },
  });

/**
 * The parents a student may ask, for the basket page: an account without the Student role (or a failed read)
 * has none, and the page then simply offers no request button.
 */
export const fetchAskableParents = (signal?: AbortSignal): Promise<FamilyMember[]> =>
  api.get<FamilyMember[]>(apiPaths.families.parents, { signal, errorNotice: false }).catch(() => []);

export const createPurchaseRequest = (body: CreatePurchaseRequest) =>
  api.post<string>(apiPaths.purchaseRequests, body, {
    successMessage: purchaseRequestMessages.sent,
    errorNotice: false,
  });

/** The sale documents the parent accepts with a paid approval, naming the parent as buyer (CONTRACT.md §13). */
export const fetchRequestTerms = (id: string, signal?: AbortSignal) =>
  api.get<SaleTerms>(apiPaths.purchaseRequestTerms(id), { signal, errorNotice: false });

export const approvePurchaseRequest = (id: string, body: ApprovePurchaseRequest) =>
  api.post<PurchaseApproval>(apiPaths.purchaseRequestApprove(id), body, {
    successMessage: purchaseRequestMessages.approved,
    errorNotice: false,
  });

export const declinePurchaseRequest = (id: string, reason: string) =>
  api.post<null>(
    apiPaths.purchaseRequestDecline(id),
    { reason },
    { successMessage: purchaseRequestMessages.declined, errorNotice: false },
  );

/** Whether the school takes cards now (GET /payments/methods lists 'Kredi Kartı'); false when it cannot be read. */
export const fetchCardOffered = (signal?: AbortSignal) =>
  api.get<PaymentMethod[]>(apiPaths.paymentMethods, { signal, errorNotice: false }).then(
    (methods) => methods.some((m) => m.paymentType === PaymentType.CreditCard),
    () => false,
  );
