/** What other modules may use of `basket` (README.md); everything else in this folder is internal. */

export { basketRoutes } from './basket.routes.ts';
export { courseOwnershipProblem } from './basket.service.ts';
export { lockBasket, lockOpenBasket, markBasketOrdered, reopenBasketCopy } from './basket-checkout.ts';
export { lessonStats, statsOf } from './course-lines.ts';
export { basketForExport, eraseOpenBasket } from './personal-data.ts';
export { loadPricedBasket, type PricedBasket } from './priced-basket.ts';
