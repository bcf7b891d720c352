import {
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { useLoaderData } from 'react-router';
import { appContext } from '#app-context';
import {
  CASH_ON_DELIVERY,
  PAYMENT_METHODS,
  type MobileMoneyProvider,
  type PaymentMethod,
} from '#common/payment-methods.ts';
import {
  operatorLabel,
  shopOperatorChoices,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '#common/payment-settings.ts';
import { PAYOUT_METHODS, type PayoutMethod } from '#common/shop-settings.ts';
import type { shopSettingsOperations } from '#modules/shop-settings/shop-settings.operations.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { SettingsPanel } from '../../features/shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../../features/shop-settings/use-settings-form.ts';
import type { Route } from './+types/seller-settings-payment';

// 'Paramètres des paiements' (issue 15 §3, decision 018): what the shop accepts, its minimum
// order, and where the platform pays its money out. The payout account on file is only ever
// shown masked; typing a new one replaces it.

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  const { services } = context.get(appContext);
  const boutiqueId = account.boutiqueId ?? 0;
  return { ...(await services.paymentSettings.get(account, boutiqueId)), boutiqueId };
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ shopSettings }) => [shopSettings.savePayment]);

/** The panel's one write (core/shop-settings/shop-settings.operations.ts). */
const SAVE: (typeof shopSettingsOperations.savePayment)['intent'] = 'paiement';

/** What the form edits: the minimum as typed (a number input may hold ''), no account shown. */
type PaymentForm = Omit<PaymentSettingsInput, 'minOrderAmount'> & {
  minOrderAmount: number | string;
};

function formOf(saved: PaymentSettings): PaymentForm {
  const { payout } = saved;
  return {
    onlinePayments: saved.onlinePayments,
    acceptedMethods: saved.acceptedMethods,
    mobileMoneyOperators: saved.mobileMoneyOperators,
    minOrderAmount: saved.minOrderAmount,
    payout: {
      method: payout.method,
      operator: payout.operator,
      holder: payout.holder,
      account: '',
    },
  };
}

const ONLINE_METHODS = PAYMENT_METHODS.filter((method) => method !== CASH_ON_DELIVERY);

export default function PaymentSettingsPanel() {
  const saved = useLoaderData<typeof loader>();
  const form = useSettingsForm(formOf(saved), 'Paramètres de paiement non enregistrés', {
    operation: SAVE,
    params: { boutiqueId: saved.boutiqueId },
  });
  const { values, errors, change } = form;
  const payout = values.payout;
  const setPayout = (patch: Partial<PaymentForm['payout']>) =>
    change({ payout: { ...payout, ...patch } });
  const onFile = saved.payout.accountMasked;
  // A number on file belongs to its method: after switching, a new one must be typed.
  const keepsNumber = onFile !== null && saved.payout.method === payout.method;
  const mobileMoney = values.acceptedMethods.includes('Mobile Money');
  // The shop's country's operators, and any saved from elsewhere (kept visible to be unticked).
  const operators = shopOperatorChoices(saved.country, [
    ...saved.mobileMoneyOperators,
    saved.payout.operator,
  ]);

  return (
    <SettingsPanel
      title="Paramètres des paiements"
      description="La plateforme encaisse le paiement de l’acheteur puis vous verse votre argent."
      onSave={() => form.save()}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
      history={saved.history}
    >
      <Switch
        label="Paiements en ligne"
        // Said as it is now, not as it would be once switched off.
        description={
          values.onlinePayments
            ? 'Activés : vos clients paient en ligne ou à la livraison, selon les moyens cochés.'
            : 'Désactivés : vos clients paient uniquement à la livraison.'
        }
        checked={values.onlinePayments}
        onChange={(event) => change({ onlinePayments: event.currentTarget.checked })}
      />

      <Checkbox.Group
        label="Moyens de paiement acceptés"
        description="Proposés à l’acheteur selon son pays."
        value={values.acceptedMethods}
        onChange={(methods) => change({ acceptedMethods: methods as PaymentMethod[] })}
        error={errors.acceptedMethods}
      >
        <Stack gap="xs" mt="xs">
          {[...ONLINE_METHODS, CASH_ON_DELIVERY].map((method) => (
            <Checkbox
              key={method}
              value={method}
              label={method}
              disabled={!values.onlinePayments && method !== CASH_ON_DELIVERY}
            />
          ))}
        </Stack>
      </Checkbox.Group>

      {values.onlinePayments && mobileMoney && (
        <Checkbox.Group
          label="Opérateurs Mobile Money"
          value={values.mobileMoneyOperators}
          onChange={(operators) =>
            change({ mobileMoneyOperators: operators as MobileMoneyProvider[] })
          }
          error={errors.mobileMoneyOperators}
        >
          <Group gap="md" mt="xs">
            {operators.map((choice) => (
              <Checkbox
                key={choice.operator}
                value={choice.operator}
                label={operatorLabel(choice)}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}

      <NumberInput
        label="Minimum de commande (FCFA)"
        description="0 : aucun minimum. Vérifié pour vos produits à chaque commande."
        value={values.minOrderAmount}
        onChange={(value) => change({ minOrderAmount: value })}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=" "
        error={errors.minOrderAmount}
      />

      <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={700} fz="sm" p={0}>
          Compte de versement
        </Text>
        <Select
          label="Mode de versement"
          placeholder="Aucun"
          data={[...PAYOUT_METHODS]}
          value={payout.method}
          onChange={(method) => setPayout({ method: method as PayoutMethod | null, account: '' })}
          clearable
          error={errors['payout.method']}
        />
        {payout.method === 'Mobile Money' && (
          <Select
            label="Opérateur du numéro"
            data={operators.map((choice) => ({
              value: choice.operator,
              label: operatorLabel(choice),
            }))}
            value={payout.operator}
            onChange={(operator) => setPayout({ operator: operator as MobileMoneyProvider | null })}
            error={errors['payout.operator']}
          />
        )}
        {payout.method === 'Virement bancaire' && (
          <TextInput
            label="Titulaire du compte"
            value={payout.holder}
            onChange={(event) => setPayout({ holder: event.currentTarget.value })}
            autoComplete="off"
            error={errors['payout.holder']}
          />
        )}
        {payout.method && (
          <TextInput
            label={
              payout.method === 'Mobile Money'
                ? keepsNumber
                  ? 'Nouveau numéro Mobile Money'
                  : 'Numéro Mobile Money'
                : keepsNumber
                  ? 'Nouvel IBAN'
                  : 'IBAN'
            }
            description={
              keepsNumber
                ? `Enregistré : ${onFile}. Laissez vide pour le garder.`
                : 'Chiffré dès l’enregistrement, affiché ensuite masqué.'
            }
            type={payout.method === 'Mobile Money' ? 'tel' : 'text'}
            value={payout.account}
            onChange={(event) => setPayout({ account: event.currentTarget.value })}
            autoComplete="off"
            error={errors['payout.account']}
          />
        )}
      </Stack>
    </SettingsPanel>
  );
}
