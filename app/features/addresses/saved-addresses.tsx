import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { MAX_ADDRESSES, type SavedAddress } from '#common/addresses.ts';
import type { DeliveryField } from '#common/delivery.ts';
import { formatPhone } from '#common/phone.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { DeliveryFields } from '../checkout/delivery-fields.tsx';
import type { addressOperations } from '#modules/addresses/addresses.operations.ts';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { countryName } from '#common/delivery-countries.ts';

// 'Paramètres' (issue 16): the buyer's delivery addresses, one of them the default the checkout
// starts from. Each change is an operation (core/addresses/addresses.operations.ts) the
// screen's action runs.

type Create = typeof addressOperations.create;
type Update = typeof addressOperations.update;
type MakeDefault = typeof addressOperations.makeDefault;
type Remove = typeof addressOperations.remove;

/** A saved address as the form edits it: everything but its id. */
type AddressValues = Omit<SavedAddress, 'id'>;

const EMPTY: AddressValues = {
  label: '',
  country: '',
  city: '',
  address: '',
  phone: '',
  isDefault: false,
};

/** A saved address as the form edits it: its fields (not its id), the phone spaced. */
const valuesOf = ({ label, country, city, address, phone, isDefault }: SavedAddress) => ({
  label,
  country,
  city,
  address,
  phone: formatPhone(phone),
  isDefault,
});

/** A saved address's path parameters, as its operations take them. */
const paramsOf = (saved: SavedAddress) => ({ id: String(saved.id) });

/** Which address the dialog edits: a new one, or a saved one. */
type Editing = { address: SavedAddress | null } | null;

export function SavedAddresses({ addresses }: { addresses: SavedAddress[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const rows = useActionFetcher('Adresse non modifiée');
  const full = addresses.length >= MAX_ADDRESSES;
  return (
    <Stack gap="sm" component="section" aria-labelledby="titre-adresses">
      <Group justify="space-between" align="center">
        <Title order={2} fz={20} id="titre-adresses">
          Adresses de livraison
        </Title>
        <Button variant="light" disabled={full} onClick={() => setEditing({ address: null })}>
          Ajouter une adresse
        </Button>
      </Group>
      {addresses.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Aucune adresse enregistrée : la caisse la remplira pour vous une fois ajoutée.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {addresses.map((saved) => (
            <Paper component="li" key={saved.id} withBorder p="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={700}>{saved.label}</Text>
                    {saved.isDefault && (
                      <Badge color="green" variant="light">
                        Par défaut
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {saved.address}, {saved.city}, {countryName(saved.country)}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {formatPhone(saved.phone)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="compact-sm"
                    onClick={() => setEditing({ address: saved })}
                    aria-label={`Modifier l’adresse ${saved.label}`}
                  >
                    Modifier
                  </Button>
                  {!saved.isDefault && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      loading={rows.isPerformingOn(paramsOf(saved))}
                      onClick={() =>
                        rows.perform<MakeDefault>('adresse-principale', { params: paramsOf(saved) })
                      }
                      aria-label={`Utiliser ${saved.label} par défaut`}
                    >
                      Par défaut
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => {
                      if (window.confirm(`Supprimer l’adresse « ${saved.label} » ?`)) {
                        rows.perform<Remove>('adresse-supprimer', { params: paramsOf(saved) });
                      }
                    }}
                    aria-label={`Supprimer l’adresse ${saved.label}`}
                  >
                    Supprimer
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {full && (
        <Text fz="sm" c="dimmed">
          {MAX_ADDRESSES} adresses au plus : supprimez-en une pour en ajouter une autre.
        </Text>
      )}
      <AddressDialog editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

function AddressDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.address ? 'Modifier l’adresse' : 'Nouvelle adresse'}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {/* Mounted while open: each opening starts from the address chosen. */}
      {editing && <AddressForm saved={editing.address} onClose={onClose} />}
    </Modal>
  );
}

function AddressForm({ saved, onClose }: { saved: SavedAddress | null; onClose: () => void }) {
  const start: AddressValues = saved ? valuesOf(saved) : EMPTY;
  const form = useSettingsForm<AddressValues>(start, 'Adresse non enregistrée', {
    onDone: onClose,
    ...(saved
      ? { operation: 'adresse-modifier' satisfies Update['intent'], params: paramsOf(saved) }
      : { operation: 'adresse-ajouter' satisfies Create['intent'] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nom de l’adresse"
          description="Maison, Bureau, Famille…"
          required
          maxLength={MAX_LENGTH.addressLabel}
          value={form.values.label}
          error={form.errors.label}
          onChange={(event) => form.change({ label: event.currentTarget.value })}
          data-autofocus
        />
        <DeliveryFields
          values={form.values}
          errors={form.errors as Partial<Record<DeliveryField, string>>}
          onChange={(field, value) => form.change({ [field]: value })}
        />
        {!saved?.isDefault && (
          <Checkbox
            label="Utiliser par défaut à la caisse"
            checked={form.values.isDefault}
            onChange={(event) => form.change({ isDefault: event.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" loading={form.pending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
