import { helpCentreOperations } from '#modules/help-centre/help-centre.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { faqRoutes } from './help-centre.routes.ts';

export const helpCentreApi: ApiModule = async (api, { services }) => {
  await api.register(faqRoutes, { prefix: '/aide', helpCentre: services.helpCentre });
  mountOperation(api, helpCentreOperations.createFaq, services);
  mountOperation(api, helpCentreOperations.updateFaq, services);
  mountOperation(api, helpCentreOperations.removeFaq, services);
};
