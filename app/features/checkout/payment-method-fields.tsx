import { PasswordInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  PAYMENT_FIELDS,
  paymentMethodsFor,
  type PaymentChoice,
  type PaymentMethod,
} from '../../../common/payment-methods.ts';

interface PaymentMethodFieldsProps {
  choice: PaymentChoice;
  onMethod: (method: PaymentMethod) => void;
  onField: (name: string, value: string) => void;
}

/** The methods offered in the chosen country, then the fields of the chosen method. */
export function PaymentMethodFields({ choice, onMethod, onField }: PaymentMethodFieldsProps) {
  const methods = paymentMethodsFor(choice.country);
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Moyen de paiement"
        description={methods.length === 0 ? "Choisissez d'abord un pays." : undefined}
        value={choice.method}
        onChange={(value) => onMethod(value as PaymentMethod)}
      >
        <Stack gap={6} mt={6}>
          {methods.map((method) => (
            <Radio key={method} value={method} label={method} />
          ))}
        </Stack>
      </Radio.Group>
      {choice.method && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {PAYMENT_FIELDS[choice.method].map((field) => {
            const common = {
              label: field.label,
              required: true,
              autoComplete: field.autoComplete ?? 'off',
              value: choice.fields[field.name] ?? '',
              onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                onField(field.name, event.currentTarget.value),
            };
            return field.secret ? (
              <PasswordInput key={field.name} {...common} />
            ) : (
              <TextInput key={field.name} type={field.type} {...common} />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
