import { Checkbox, NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import type { SavedAddress } from '#common/addresses.ts';
import type { DeliveryField } from '#common/delivery.ts';
import { formatPhone } from '#common/phone.ts';
import type { CheckoutHandoff } from './checkout-handoff.ts';
import { EMPTY_GUEST } from './checkout-request.ts';
import type { DeliveryValues } from './delivery-fields.tsx';
import type { OrderForm } from './use-order-form.ts';
import { countryName } from '#common/delivery-countries.ts';

// A signed-in buyer's saved addresses where an order is placed (/cart, /checkout and the
// dashboard's cart, issue 16): the default one fills the delivery fields in, another can be
// picked, and typing over a field unpicks it (the form no longer holds that address exactly).

const deliveryOf = (saved: SavedAddress): DeliveryValues => ({
  country: saved.country,
  city: saved.city,
  address: saved.address,
  phone: formatPhone(saved.phone),
});

const sameDelivery = (one: DeliveryValues, other: DeliveryValues) =>
  (Object.keys(one) as DeliveryField[]).every((field) => one[field] === other[field]);

/**
 * What the order form starts from: details brought from /cart win; else the default address.
 * `addressId`: the saved address the form holds ('' for none), for the picker.
 */
export function startingDelivery(
  addresses: SavedAddress[],
  handoff: CheckoutHandoff | null,
): { initial: CheckoutHandoff | null; addressId: string } {
  if (handoff) {
    const same = addresses.find((each) => sameDelivery(deliveryOf(each), handoff.delivery));
    return { initial: handoff, addressId: same ? String(same.id) : '' };
  }
  const preferred = addresses.find((each) => each.isDefault);
  if (!preferred) return { initial: null, addressId: '' };
  return {
    initial: { delivery: deliveryOf(preferred), guest: EMPTY_GUEST },
    addressId: String(preferred.id),
  };
}

export function useSavedAddressPicker(
  addresses: SavedAddress[],
  startingId: string,
  delivery: OrderForm['delivery'],
) {
  const [addressId, setAddressId] = useState(startingId);
  return {
    addresses,
    addressId,
    pick(id: string) {
      setAddressId(id);
      const picked = addresses.find((each) => String(each.id) === id);
      if (!picked) return;
      for (const [field, value] of Object.entries(deliveryOf(picked))) {
        delivery.change(field as DeliveryField, value);
      }
    },
    /** The delivery fields' onChange. */
    typeOver(field: DeliveryField, value: string) {
      setAddressId('');
      delivery.change(field, value);
    },
  };
}

/** Nothing for a guest or a buyer without saved addresses. */
export function SavedAddressSelect({
  picker,
}: {
  picker: ReturnType<typeof useSavedAddressPicker>;
}) {
  if (picker.addresses.length === 0) return null;
  return (
    <NativeSelect
      label="Adresse enregistrée"
      value={picker.addressId}
      data={[
        ...picker.addresses.map((each) => ({
          value: String(each.id),
          label: `${each.label} — ${each.city}, ${countryName(each.country)}`,
        })),
        { value: '', label: 'Autre adresse (saisie ci-dessous)' },
      ]}
      onChange={(event) => picker.pick(event.currentTarget.value)}
    />
  );
}

/**
 * A delivery typed by hand is offered to be kept among the buyer's saved addresses (ticked by
 * default), so that the next checkout starts from it instead of empty fields.
 */
export function useKeepAddress(
  canSaveAddress: boolean,
  picker: ReturnType<typeof useSavedAddressPicker>,
) {
  const [checked, setChecked] = useState(true);
  const shown = canSaveAddress && picker.addressId === '';
  return { shown, checked, setChecked, wanted: shown && checked };
}

export function KeepAddressCheckbox({ keep }: { keep: ReturnType<typeof useKeepAddress> }) {
  if (!keep.shown) return null;
  return (
    <Checkbox
      label="Enregistrer cette adresse pour mes prochaines commandes"
      checked={keep.checked}
      onChange={(event) => keep.setChecked(event.currentTarget.checked)}
    />
  );
}
