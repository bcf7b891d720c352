import { FAQ_NOT_FOUND, type FaqEntry, type HelpAudience } from '#common/help-centre.ts';
import type { FaqEntryInput } from '#common/help-centre-schemas.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { NotFound } from '#modules/errors.ts';
import type { HelpCentreRepository } from './help-centre.repository.ts';

/** The help centre's FAQ: everyone reads and searches it, only the team writes it. */
export function createHelpCentreService(
  repository: HelpCentreRepository,
  clock: Clock = systemClock,
) {
  return {
    /** The audience's questions; `search` (on the question, accents and case ignored) narrows them. */
    faq: (audience: HelpAudience, search = ''): Promise<FaqEntry[]> =>
      repository.faq(audience, search.trim()),

    async create(admin: Pick<CurrentAccount, 'typeCompte'>, entry: FaqEntryInput) {
      requireAdmin(admin);
      return repository.insert(entry, clock());
    },

    async update(admin: Pick<CurrentAccount, 'typeCompte'>, id: number, entry: FaqEntryInput) {
      requireAdmin(admin);
      if (!(await repository.update(id, entry, clock()))) throw new NotFound(FAQ_NOT_FOUND);
    },

    async remove(admin: Pick<CurrentAccount, 'typeCompte'>, id: number) {
      requireAdmin(admin);
      if (!(await repository.delete(id))) throw new NotFound(FAQ_NOT_FOUND);
    },
  };
}

export type HelpCentreService = ReturnType<typeof createHelpCentreService>;
