import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { authoringRoutes } from './authoring/authoring.routes.ts';
import { basketRoutes } from './basket/basket.routes.ts';
import { bookmarkRoutes } from './bookmarks/bookmarks.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { categoryAndTagRoutes } from './categories-and-tags/categories-and-tags.routes.ts';
import { certificateRoutes } from './certificates/certificates.routes.ts';
import { discountCodeRoutes } from './discount-codes/discount-codes.routes.ts';
import { homeRoutes } from './home/home.routes.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { learningRoutes } from './learning/learning.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { ratingRoutes } from './ratings/ratings.routes.ts';
import { profileRoutes } from './users/profile.routes.ts';

/** Every API module, registered under /api/v1/web. */
export const apiModules = async (app: FastifyInstance) => {
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(catalogueRoutes);
  await app.register(ratingRoutes);
  await app.register(homeRoutes);
  await app.register(discountCodeRoutes);
  await app.register(basketRoutes);
  await app.register(orderRoutes);
  await app.register(categoryAndTagRoutes);
  await app.register(adminRoutes);
  await app.register(jobRoutes);
  await app.register(learningRoutes);
  await app.register(mediaRoutes);
  await app.register(certificateRoutes);
  await app.register(bookmarkRoutes);
  await app.register(authoringRoutes);
  await app.register(notificationRoutes);
};
