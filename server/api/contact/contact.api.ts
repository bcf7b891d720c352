import { contactOperations } from '#modules/contact/contact.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';

export const contactApi: ApiModule = async (api, { services }) => {
  mountOperation(api, contactOperations.send, services);
};
