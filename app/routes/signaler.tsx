import { Anchor, NativeSelect, Text, Textarea } from '@mantine/core';
import { data, Link, redirect, useNavigation } from 'react-router';
import { appContext } from '#app-context';
import { sentFields } from '../features/form-fields.ts';
import { performFromPlainForm } from '../features/operation-action.server.ts';
import { answeredAs, retryAfterHeaders } from '../features/route-failure.server.ts';
import { parseId } from '#common/ids.ts';
import {
  PRODUCT_REPORT_REASONS,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_SENT_MESSAGE,
  type ProductReportField,
} from '#common/product-reports.ts';
import { pageMeta } from '../features/page-meta.ts';
import { DoneNotice } from '../features/session/account-page.tsx';
import { PlainForm, PlainFormPage } from '../components/plain-form.tsx';
import type { Route } from './+types/signaler';

// « Signaler ce produit » (issue 14): the product page links here, so that the page buyers
// read most carries no form and no script of its own. The form works without JavaScript; its
// action runs the report's operation (core/moderation/moderation.operations.ts).

const FIELDS: ProductReportField[] = ['raison', 'message'];

export function meta({ matches }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `Signaler un produit — ${brandName}`,
    description: `Signalez à l’équipe ${brandName} un produit trompeur, dangereux ou contrefait.`,
    brandName,
    noindex: true,
  });
}

/** The product on sale, or back to the home page as its own page does for an unknown one. */
async function productOf({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
  const id = parseId(params.id);
  const entry =
    id === undefined ? undefined : await context.get(appContext).services.catalogue.findProduct(id);
  if (!entry) throw redirect('/');
  return { id: entry.id, name: entry.product.name };
}

export async function loader(args: Route.LoaderArgs) {
  return { product: await productOf(args) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const product = await productOf({ params, context });
  // A plain form (no JavaScript): its fields are the operation's input as typed.
  const sent = sentFields(await request.formData(), FIELDS);
  const values = { raison: '', message: '', ...sent };
  const { operations } = context.get(appContext);
  const done = await performFromPlainForm(context, operations.moderation.report, {
    params: { id: String(product.id) },
    input: sent,
  });
  if (!done.ok) {
    // A field's refusal is said beside it; any other above the form.
    const { fields, refusal, failure } = done;
    const errors = fields as Partial<Record<ProductReportField, string>>;
    return data({ sent: false as const, errors, values, refusal }, answeredAs(failure));
  }
  return { sent: true as const };
}

/** Past the reports' limit, the 429's Retry-After reaches the browser too. */
export const headers = retryAfterHeaders;

export default function Signaler({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const failed = actionData?.sent === false ? actionData : undefined;
  const errors: Partial<Record<ProductReportField, string>> = failed?.errors ?? {};

  return (
    <PlainFormPage title="Signaler un produit">
      <Text>
        Produit :{' '}
        <Anchor component={Link} to={`/product-details/${product.id}`} fw={700}>
          {product.name}
        </Anchor>
      </Text>
      {actionData?.sent ? (
        <DoneNotice>{REPORT_SENT_MESSAGE}</DoneNotice>
      ) : (
        <>
          <Text>
            Une allégation médicale trompeuse, un produit dangereux ou contrefait, une description
            trompeuse ? Dites-le à l’équipe : elle examine chaque signalement.
          </Text>
          <PlainForm
            label="Signalement du produit"
            refusal={failed?.refusal}
            submitLabel="Envoyer le signalement"
            submitting={submitting}
            submitColor="ocre.5"
          >
            <NativeSelect
              name="raison"
              label="Motif"
              withAsterisk
              defaultValue={failed?.values.raison ?? ''}
              error={errors.raison}
              data={[
                { value: '', label: 'Choisissez un motif' },
                ...PRODUCT_REPORT_REASONS.map((reason) => ({ value: reason, label: reason })),
              ]}
            />
            <Textarea
              name="message"
              label="Précisions (facultatif)"
              description="Ce que vous avez vu, où : 1 000 caractères au maximum."
              autosize
              minRows={4}
              maxLength={REPORT_MESSAGE_MAX_LENGTH}
              defaultValue={failed?.values.message}
              error={errors.message}
            />
          </PlainForm>
        </>
      )}
    </PlainFormPage>
  );
}
