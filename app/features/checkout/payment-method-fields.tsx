import {
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/PasswordInput.css';
import {
  CASH_ON_DELIVERY,
  PAYMENT_FIELDS,
  paymentMethodsFor,
  type PaymentChoice,
  type PaymentField,
  type PaymentMethod,
} from '#common/payment-methods.ts';
import { TEST_MODE_LABEL } from '#common/orders.ts';
import {
  methodRefusedMessage,
  operatorsOffered,
  type CartPaymentOptions,
} from '#common/shop-payment-terms.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';

interface PaymentMethodFieldsProps {
  choice: PaymentChoice;
  /** False without an online payment provider: cash on delivery only. */
  onlinePayments: boolean;
  /** What every shop of the cart accepts (the delivery quote); null while unknown. */
  accepted: CartPaymentOptions | null;
  onMethod: (method: PaymentMethod) => void;
  onField: (name: string, value: string) => void;
}

/** The methods offered in the chosen country, then the fields of the chosen method. */
export function PaymentMethodFields({
  choice,
  onlinePayments,
  accepted,
  onMethod,
  onField,
}: PaymentMethodFieldsProps) {
  const methods = paymentMethodsFor(choice.country, { onlinePayments }).filter(
    (method) => !accepted || accepted.methods.includes(method),
  );
  // A cart mixing shops: say which shop rules out each method it does not show.
  const refusals = accepted
    ? accepted.refused.map(({ method }) => ({
        method,
        message: methodRefusedMessage(method, accepted),
      }))
    : [];
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Moyen de paiement"
        description={methods.length === 0 ? 'Choisissez d’abord un pays.' : undefined}
        value={choice.method}
        onChange={(value) => onMethod(value as PaymentMethod)}
      >
        <Stack gap={6} mt={6}>
          {methods.map((method) => (
            <Radio key={method} value={method} label={method} />
          ))}
        </Stack>
      </Radio.Group>
      {refusals.map(({ method, message }) => (
        <Text key={method} fz="sm" c="dimmed" data-testid="payment-method-refused">
          {message}
        </Text>
      ))}
      {choice.method === CASH_ON_DELIVERY && (
        <Text fz="sm" c="dimmed">
          Rien n’est payé en ligne : vous réglez le montant au livreur, à la réception de votre
          colis.
        </Text>
      )}
      {choice.method && PAYMENT_FIELDS[choice.method].length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PAYMENT_FIELDS[choice.method].map((field) => (
            <MethodField
              key={field.name}
              field={
                field.name === 'mobileMoneyProvider'
                  ? { ...field, options: operatorsOffered(choice.country, accepted) }
                  : field
              }
              value={choice.fields[field.name] ?? ''}
              onChange={(value) => onField(field.name, value)}
            />
          ))}
        </SimpleGrid>
      )}
      {choice.method && choice.method !== CASH_ON_DELIVERY && (
        <>
          <Text fz="sm" c="ocre.4" fw={700} data-testid="test-mode-notice">
            Paiement en ligne en {TEST_MODE_LABEL} : vous l’approuverez sur une page de
            démonstration, aucun argent n’est débité.
          </Text>
          <Text fz="xs" c="dimmed">
            De la carte, seuls les 4 derniers chiffres sont transmis ; le numéro Mobile Money ou
            l’e-mail n’est conservé que masqué. Le code CVC et la réponse de sécurité ne quittent
            jamais cet appareil. Mobile Money se confirme sur votre téléphone : aucun code secret ne
            vous est demandé ici.
          </Text>
        </>
      )}
    </Stack>
  );
}

function MethodField({
  field,
  value,
  onChange,
}: {
  field: PaymentField;
  value: string;
  onChange: (value: string) => void;
}) {
  if (field.type === 'select') {
    return (
      <NativeSelect
        label={field.label}
        name={field.name}
        required
        value={value}
        data={[{ value: '', label: 'Choisissez' }, ...(field.options ?? [])]}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const common = {
    label: field.label,
    name: field.name,
    required: true,
    autoComplete: field.autoComplete ?? 'off',
    // No field is longer than the account the server keeps.
    maxLength: MAX_LENGTH.paymentAccount,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value),
  };
  return field.secret ? (
    <PasswordInput
      {...common}
      visibilityToggleButtonProps={{ 'aria-label': 'Afficher ou masquer la saisie' }}
    />
  ) : (
    <TextInput type={field.type} {...common} />
  );
}
