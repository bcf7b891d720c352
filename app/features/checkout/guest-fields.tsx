import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import type { GuestValues } from './checkout-request.ts';
import type { OrderForm } from './use-order-form.ts';

interface GuestFieldsProps {
  values: GuestValues;
  errors: Partial<Record<keyof GuestValues, string>>;
  onChange: (field: keyof GuestValues, value: string) => void;
}

/** Ordering without an account: a name, and an e-mail for the confirmation if the buyer wants. */
export function GuestFields({ values, errors, onChange }: GuestFieldsProps) {
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        Vous commandez sans compte : le livreur vous joindra au numéro de téléphone indiqué
        ci-dessous.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Nom complet"
          name="guestName"
          required
          autoComplete="name"
          maxLength={MAX_LENGTH.name}
          value={values.name}
          error={errors.name}
          onChange={(event) => onChange('name', event.currentTarget.value)}
        />
        <TextInput
          label="E-mail"
          name="guestEmail"
          type="email"
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          description="Facultatif, pour recevoir la confirmation"
          value={values.email}
          error={errors.email}
          onChange={(event) => onChange('email', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Who orders: the signed-in account, or a guest who gives a name (and maybe an e-mail). */
export function OrderingAs({ form }: { form: Pick<OrderForm, 'session' | 'guest'> }) {
  const { session, guest } = form;
  return session ? (
    // An e-mail of 254 characters has no space to break at: it wraps anywhere.
    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      Commande passée avec votre compte ({session.email}).
    </Text>
  ) : (
    <GuestFields values={guest.values} errors={guest.errors} onChange={guest.change} />
  );
}
