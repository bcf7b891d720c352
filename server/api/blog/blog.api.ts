import { blogOperations } from '#modules/blog/blog.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { adminArticlesRoutes, blogRoutes } from './blog.routes.ts';

// Two parts: the OpenAPI document lists the recipes and the comments between them.

export const blogApi: ApiModule = async (api, { services }) => {
  await api.register(blogRoutes, { prefix: '/articles', blog: services.blog });
};

export const adminArticlesApi: ApiModule = async (api, { services }) => {
  await api.register(adminArticlesRoutes, { prefix: '/admin', blog: services.blog });
  mountOperations(api, blogOperations, services);
};
