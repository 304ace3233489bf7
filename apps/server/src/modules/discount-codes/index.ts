/** What other modules may use of `discount-codes` (README.md); everything else in this folder is internal. */
export { discountCodeRoutes } from './discount-codes.routes.ts';
export { type DiscountCodeRow, findDiscountCodeByCode } from './discount-codes.service.ts';
