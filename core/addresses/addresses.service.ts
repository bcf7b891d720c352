import {
  ADDRESS_DEFAULT_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  MAX_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
  type AddressInput,
  type SavedAddress,
} from '../../common/addresses.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { AddressesRepository } from './addresses.repository.ts';

/** The signed-in buyer: only their own addresses, by construction (another's is « introuvable »). */
type Owner = Pick<CurrentAccount, 'id'>;

/** A buyer's saved delivery addresses (issue 16): input checked by `addressInputSchema`. */
export function createAddressesService(repository: AddressesRepository) {
  const found = (done: boolean) => {
    if (!done) throw new NotFound(ADDRESS_NOT_FOUND_MESSAGE);
  };
  return {
    list(owner: Owner): Promise<SavedAddress[]> {
      return repository.list(owner.id);
    },

    /** The default one, which the checkout starts from; null without any. */
    async defaultOf(owner: Owner): Promise<SavedAddress | null> {
      const [first] = await repository.list(owner.id);
      return first?.isDefault ? first : null;
    },

    async create(owner: Owner, input: AddressInput): Promise<{ id: number; message: string }> {
      const id = await repository.create(owner.id, input, MAX_ADDRESSES);
      if (id === null) throw new Conflict(TOO_MANY_ADDRESSES_MESSAGE);
      return { id, message: ADDRESS_SAVED_MESSAGE };
    },

    async update(owner: Owner, id: number, input: AddressInput): Promise<string> {
      found(await repository.update(owner.id, id, input));
      return ADDRESS_SAVED_MESSAGE;
    },

    async makeDefault(owner: Owner, id: number): Promise<string> {
      found(await repository.makeDefault(owner.id, id));
      return ADDRESS_DEFAULT_MESSAGE;
    },

    /** The default deleted, the oldest remaining address takes its place. */
    async remove(owner: Owner, id: number): Promise<string> {
      found(await repository.remove(owner.id, id));
      return ADDRESS_DELETED_MESSAGE;
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
