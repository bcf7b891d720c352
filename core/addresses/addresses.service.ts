import {
  ADDRESS_DEFAULT_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_SAVED_MESSAGE,
  MAX_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
  type AddressInput,
  type SavedAddress,
} from '#common/addresses.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { Conflict, NotFound } from '#modules/errors.ts';
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

    /**
     * The delivery of an order the buyer asked to keep (issue 45 § 4.5): saved under its city's
     * name unless she already has it or holds the most she may (then nothing happens: the order
     * is placed either way). Her first address becomes her default one.
     */
    async keepFromCheckout(
      owner: Owner,
      delivery: Omit<AddressInput, 'label' | 'isDefault'>,
    ): Promise<void> {
      const saved = await repository.list(owner.id);
      const same = saved.some(
        (each) =>
          each.country === delivery.country &&
          each.city === delivery.city &&
          each.address === delivery.address &&
          each.phone === delivery.phone,
      );
      if (same) return;
      const label = delivery.city.slice(0, MAX_LENGTH.addressLabel);
      await repository.create(owner.id, { ...delivery, label, isDefault: false }, MAX_ADDRESSES);
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
