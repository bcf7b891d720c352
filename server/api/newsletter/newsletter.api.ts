import { newsletterOperations } from '#modules/newsletter/newsletter.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';

export const newsletterApi: ApiModule = async (api, { services }) => {
  mountOperation(api, newsletterOperations.subscribe, services);
};
