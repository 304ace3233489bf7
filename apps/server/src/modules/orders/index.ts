/** What other modules may use of `orders` (README.md); everything else in this folder is internal. */

export { cardRoutes } from './card.routes.ts';
export { type CardDeps, startCardPayment } from './card-checkout.ts';
export { reconcileCardOrders } from './card-settlement.ts';
export { type Checkout, placeOrderIn, settleBasketClash } from './checkout.service.ts';
export { orderLineSnapshots, ordersOfBuyer, orderWithBuyer } from './order-records.ts';
export { orderRoutes } from './orders.routes.ts';
export { ordersForExport } from './personal-data.ts';
export { buildSaleDocuments, type PricedLine, type SaleDocuments } from './sale-documents.ts';
export {
  basketSaleTerms,
  buyerParty,
  issueInvoice,
  orderPaperwork,
  recordSaleAcceptance,
  requireSeller,
  type SaleAcceptance,
} from './sales.service.ts';
export { expireOverdueTransfers, expireOverdueTransfersIn } from './transfer-expiry.ts';
