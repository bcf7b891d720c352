import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { DeliveryField } from '#common/delivery.ts';
import { countryOptions, DELIVERY_COUNTRIES } from '#common/delivery-countries.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';

export type DeliveryValues = Record<DeliveryField, string>;
export const EMPTY_DELIVERY: DeliveryValues = { country: '', city: '', address: '', phone: '' };

interface DeliveryFieldsProps {
  values: DeliveryValues;
  errors: Partial<Record<DeliveryField, string>>;
  onChange: (field: DeliveryField, value: string) => void;
  /** Countries offered; the checkout limits them to those with payment methods. */
  countries?: readonly string[];
}

/** The spec's order form: country, city, full address, phone. */
export function DeliveryFields({
  values,
  errors,
  onChange,
  countries = DELIVERY_COUNTRIES,
}: DeliveryFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativeSelect
        label="Pays"
        name="country"
        required
        value={values.country}
        error={errors.country}
        data={[{ value: '', label: 'Choisissez un pays' }, ...countryOptions(countries)]}
        onChange={(event) => onChange('country', event.currentTarget.value)}
      />
      <TextInput
        label="Ville"
        name="city"
        required
        autoComplete="address-level2"
        maxLength={MAX_LENGTH.city}
        value={values.city}
        error={errors.city}
        onChange={(event) => onChange('city', event.currentTarget.value)}
      />
      <TextInput
        label="Adresse complète"
        name="address"
        required
        autoComplete="street-address"
        maxLength={MAX_LENGTH.address}
        value={values.address}
        error={errors.address}
        onChange={(event) => onChange('address', event.currentTarget.value)}
      />
      <TextInput
        label="Téléphone"
        name="phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={MAX_LENGTH.phone}
        value={values.phone}
        error={errors.phone}
        onChange={(event) => onChange('phone', event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
