/** What other modules may use of `purchase-requests` (README.md); everything else in this folder is internal. */
export { cancelPendingRequests } from './cancellation.ts';
export { erasePurchaseRequests, purchaseRequestsForExport } from './personal-data.ts';
export { purchaseRequestRoutes } from './purchase-requests.routes.ts';
