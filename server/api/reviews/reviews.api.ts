import { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { productReviewsRoutes, reviewModerationRoutes, reviewsRoutes } from './reviews.routes.ts';

export const reviewsApi: ApiModule = async (api, { services }) => {
  const { reviews } = services;
  await api.register(productReviewsRoutes, { prefix: '/produits', reviews });
  await api.register(reviewsRoutes, { prefix: '/avis', reviews });
  mountOperation(api, reviewOperations.create, services);
  mountOperation(api, reviewOperations.update, services);
  mountOperation(api, reviewOperations.answer, services);
  mountOperation(api, reviewOperations.report, services);
  await api.register(reviewModerationRoutes, { prefix: '/admin', reviews });
  mountOperation(api, reviewOperations.hide, services);
  mountOperation(api, reviewOperations.show, services);
  mountOperation(api, reviewOperations.closeReports, services);
};
