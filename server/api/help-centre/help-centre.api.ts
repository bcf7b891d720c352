import { helpCentreOperations } from '#modules/help-centre/help-centre.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { faqRoutes } from './help-centre.routes.ts';

export const helpCentreApi: ApiModule = async (api, { services }) => {
  await api.register(faqRoutes, { prefix: '/aide', helpCentre: services.helpCentre });
  mountOperations(api, helpCentreOperations, services);
};
