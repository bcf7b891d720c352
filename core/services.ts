import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import type { Database } from './db/client.ts';

/** Every domain service, wired to its repository. Routes and loaders receive this object. */
export function createServices(db: Database) {
  return {
    catalogue: createCatalogueService(createCatalogueRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
