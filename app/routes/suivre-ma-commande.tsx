import { Anchor, Text, TextInput } from '@mantine/core';
import { data, Link, redirect, useNavigation } from 'react-router';
import { appContext } from '#app-context';
import {
  ORDER_LOOKUP_FIELDS,
  orderLookupSchema,
  type OrderLookupField,
} from '#common/order-lookup.ts';
import { readFormFields } from '../features/form-fields.ts';
import { answeredAs } from '../features/route-failure.server.ts';
import { pageMeta } from '../features/page-meta.ts';
import { PlainForm, PlainFormPage } from '../components/plain-form.tsx';
import type { Route } from './+types/suivre-ma-commande';

// « Suivre ma commande » (the phone menu's): the order's number and the phone or e-mail given
// with it lead to its tracking page, for a buyer who lost the e-mail or never had one. A plain
// form, so that it works before the page's scripts have loaded.

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Suivre ma commande — ${brandName}`,
    description: 'Retrouvez le suivi de votre commande avec son numéro et votre téléphone.',
    brandName,
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const reading = readFormFields(await request.formData(), ORDER_LOOKUP_FIELDS, orderLookupSchema);
  const { values } = reading;
  if (!reading.ok) return data({ errors: reading.errors, values, refusal: null }, { status: 400 });
  const { services, clientIp, failureOf } = context.get(appContext);
  try {
    return redirect(await services.orders.lookUp(reading.data, clientIp));
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    const field = failure.details?.[0]?.field as OrderLookupField | undefined;
    return data(
      {
        errors: field ? { [field]: failure.message } : {},
        values,
        refusal: field ? null : failure.message,
      },
      answeredAs(failure),
    );
  }
}

export default function SuivreMaCommande({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const errors: Partial<Record<OrderLookupField, string>> = actionData?.errors ?? {};
  return (
    <PlainFormPage title="Suivre ma commande">
      <Text>
        Le numéro est sur l’écran de confirmation et dans l’e-mail reçu (BAO-2026-000123). Avec un
        compte, vos commandes sont aussi dans{' '}
        <Anchor component={Link} to="/connexion">
          votre espace
        </Anchor>
        .
      </Text>
      <PlainForm
        label="Retrouver une commande"
        refusal={actionData?.refusal}
        submitLabel="Voir ma commande"
        submitting={submitting}
      >
        <TextInput
          name="numero"
          label="Numéro de commande"
          withAsterisk
          autoComplete="off"
          autoCapitalize="characters"
          defaultValue={actionData?.values.numero}
          error={errors.numero}
        />
        <TextInput
          name="contact"
          label="Téléphone ou e-mail donné à la commande"
          withAsterisk
          autoComplete="tel"
          defaultValue={actionData?.values.contact}
          error={errors.contact}
        />
      </PlainForm>
    </PlainFormPage>
  );
}
