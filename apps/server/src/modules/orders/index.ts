/** What other modules may use of `orders` (README.md); everything else in this folder is internal. */

export { type Checkout, placeOrderIn, settleBasketClash } from './checkout.service.ts';
export { orderLineSnapshots, ordersOfBuyer, orderWithBuyer } from './order-records.ts';
export { orderRoutes } from './orders.routes.ts';
export { expireOverdueTransfers, expireOverdueTransfersIn } from './transfer-expiry.ts';
