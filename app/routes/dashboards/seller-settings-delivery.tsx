import {
  Alert,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Switch.css';
import { appContext } from '#app-context';
import { inZoneOrder, type DeliverySettingsView } from '#common/delivery-settings.ts';
import { inCountry } from '#common/delivery-zones.ts';
import {
  CARRIERS,
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_ZONES,
  type Carrier,
  type DeliveryZone,
} from '#common/shop-settings.ts';
import type { deliverySettingsOperations } from '#modules/delivery/delivery-settings.operations.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { SettingsPanel } from '../../features/shop-settings/settings-panel.tsx';
import {
  useSettingsForm,
  type SettingsForm,
} from '../../features/shop-settings/use-settings-form.ts';
import type { Route } from './+types/seller-settings-delivery';

// 'Paramètres de livraison' (issue 15 §4): one card per zone (a phone's width, not a wide
// table), each served or not, with its fee, carrier, time, tracking and express option; then
// the free-delivery threshold. The checkout charges what is saved here.

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return context.get(appContext).services.deliverySettings.panel(account);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ deliverySettings }) => [deliverySettings.save]);

/** The panel's one write (core/delivery/delivery-settings.operations.ts). */
const SAVE: (typeof deliverySettingsOperations.save)['intent'] = 'livraison';

/** A number being typed: '' while the field is empty (the server says it is required). */
type Typed = number | '';

interface ZoneValues {
  zone: DeliveryZone;
  fee: Typed;
  carrier: Carrier;
  deliveryDays: Typed;
  tracking: boolean;
  express: { fee: Typed; days: Typed } | null;
}

/** The form's values are the API's payload: the zones served (in panel order), the threshold. */
interface DeliveryValues {
  zones: ZoneValues[];
  freeDeliveryFrom: number | null;
}

const typed = (value: string): Typed => (value === '' ? '' : Number(value));

/** A fee or a number of days: whole, with the phone's number keypad. */
function WholeNumberField({
  label,
  min,
  max,
  value,
  error,
  onChange,
}: {
  label: string;
  min: number;
  max?: number;
  value: Typed;
  error: string | undefined;
  onChange: (value: Typed) => void;
}) {
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      required
      value={String(value)}
      error={error}
      onChange={(event) => onChange(typed(event.currentTarget.value))}
    />
  );
}

const ZONE_HINTS: Record<DeliveryZone, (shopCountry: string | null) => string> = {
  National: (country) =>
    country
      ? `Acheteurs ${inCountry(country)}, le pays de votre boutique.`
      : 'Acheteurs du pays de votre boutique.',
  Afrique: () => 'Acheteurs des autres pays d’Afrique.',
  Europe: () => 'Acheteurs en Europe (la diaspora).',
  International: () =>
    'Tout autre pays étranger, y compris ceux d’Afrique et d’Europe si vous ne desservez pas leur zone.',
};

/** A zone switched on starts from what was saved for it, else free in the default time. */
function startingZone(zone: DeliveryZone, saved: DeliverySettingsView): ZoneValues {
  return (
    saved.zones.find((row) => row.zone === zone) ?? {
      zone,
      fee: 0,
      carrier: 'Livraison par la boutique',
      deliveryDays: DEFAULT_DELIVERY_DAYS[zone],
      tracking: false,
      express: null,
    }
  );
}

function ZoneCard({
  zone,
  form,
  saved,
}: {
  zone: DeliveryZone;
  form: SettingsForm<DeliveryValues>;
  saved: DeliverySettingsView;
}) {
  const { values, errors } = form;
  const index = values.zones.findIndex((row) => row.zone === zone);
  const row = values.zones[index];
  const express = row?.express ?? null;
  const error = (field: string) => errors[`zones.${index}.${field}`];
  const update = (patch: Partial<ZoneValues>) =>
    form.change({
      zones: values.zones.map((current) =>
        current.zone === zone ? { ...current, ...patch } : current,
      ),
    });
  const serve = (on: boolean) =>
    form.change({
      zones: on
        ? inZoneOrder([...values.zones, startingZone(zone, saved)])
        : values.zones.filter((current) => current.zone !== zone),
    });
  const titleId = `zone-${zone}`;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz={16} id={titleId}>
            {zone}
          </Title>
          <Text fz="xs" c="dimmed">
            {ZONE_HINTS[zone](saved.shopCountry)}
          </Text>
        </div>
        <Switch
          label="Livrer dans cette zone"
          checked={row !== undefined}
          onChange={(event) => serve(event.currentTarget.checked)}
        />
        {row && (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <WholeNumberField
                label="Frais (FCFA)"
                min={0}
                value={row.fee}
                error={error('fee')}
                onChange={(value) => update({ fee: value })}
              />
              <WholeNumberField
                label="Délai (jours)"
                min={1}
                max={90}
                value={row.deliveryDays}
                error={error('deliveryDays')}
                onChange={(value) => update({ deliveryDays: value })}
              />
            </SimpleGrid>
            <Select
              label="Transporteur"
              data={CARRIERS}
              allowDeselect={false}
              value={row.carrier}
              error={error('carrier')}
              onChange={(carrier) => carrier && update({ carrier: carrier as Carrier })}
            />
            <Switch
              label="Suivi du colis"
              description="Vous saisirez le numéro de suivi du transporteur en passant la commande « En cours »."
              checked={row.tracking}
              onChange={(event) => update({ tracking: event.currentTarget.checked })}
            />
            <Switch
              label="Livraison express"
              checked={row.express !== null}
              onChange={(event) =>
                update({ express: event.currentTarget.checked ? { fee: '', days: '' } : null })
              }
            />
            {express && (
              <SimpleGrid cols={2} spacing="sm">
                <WholeNumberField
                  label="Frais express (FCFA)"
                  min={0}
                  value={express.fee}
                  error={error('express.fee')}
                  onChange={(value) => update({ express: { ...express, fee: value } })}
                />
                <WholeNumberField
                  label="Délai express (jours)"
                  min={1}
                  max={90}
                  value={express.days}
                  error={error('express.days')}
                  onChange={(value) => update({ express: { ...express, days: value } })}
                />
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

export default function DeliverySettingsPanel({ loaderData }: Route.ComponentProps) {
  const { settings, history } = loaderData;
  const form = useSettingsForm<DeliveryValues>(
    { zones: settings.zones, freeDeliveryFrom: settings.freeDeliveryFrom },
    'Enregistrement impossible',
    { operation: SAVE },
  );
  const { values, errors } = form;
  return (
    <SettingsPanel
      title="Paramètres de livraison"
      description="Pour chaque commande, la zone la plus précise que vous desservez s’applique : National si l’acheteur est dans votre pays, sinon sa région (Afrique ou Europe), sinon International. Une zone que vous ne desservez pas est refusée au panier, avant le paiement."
      onSave={() => form.save()}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
      history={history}
    >
      {errors.zones && (
        <Alert color="red" variant="light" role="alert">
          {errors.zones}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        {DELIVERY_ZONES.map((zone) => (
          <ZoneCard key={zone} zone={zone} form={form} saved={settings} />
        ))}
      </SimpleGrid>
      <TextInput
        label="Livraison offerte dès (FCFA)"
        description="Livraison standard gratuite à partir de ce montant d’articles par commande ; vide : jamais."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.freeDeliveryFrom === null ? '' : String(values.freeDeliveryFrom)}
        error={errors.freeDeliveryFrom}
        onChange={(event) => {
          const amount = event.currentTarget.value;
          form.change({ freeDeliveryFrom: amount === '' ? null : Number(amount) });
        }}
      />
    </SettingsPanel>
  );
}
