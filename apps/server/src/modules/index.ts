import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { authRoutes } from './auth/index.ts';
import { authoringRoutes } from './authoring/index.ts';
import { basketRoutes } from './basket/index.ts';
import { bookmarkRoutes } from './bookmarks/index.ts';
import { catalogueRoutes } from './catalogue/index.ts';
import { categoryAndTagRoutes } from './categories-and-tags/index.ts';
import { certificateRoutes } from './certificates/index.ts';
import { discountCodeRoutes } from './discount-codes/index.ts';
import { homeRoutes } from './home/index.ts';
import { jobRoutes } from './jobs/index.ts';
import { learningRoutes } from './learning/index.ts';
import { mediaRoutes } from './media/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { orderRoutes } from './orders/index.ts';
import { ratingRoutes } from './ratings/index.ts';
import { profileRoutes } from './users/index.ts';

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
