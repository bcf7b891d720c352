import { Select, Switch, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useState } from 'react';
import { appContext } from '#app-context';
import { BOUTIQUE_BANNER, BOUTIQUE_LOGO } from '#common/images.ts';
import { BOUTIQUE_TEXTS, type BoutiqueText } from '#common/claim-queue.ts';
import { SHOP_CURRENCIES, type ShopCurrency } from '#common/shop-settings.ts';
import {
  CURRENCY_LABELS,
  editableSettings,
  storeSettingsInput,
  type StoreSettings,
  type StoreSettingsForm,
} from '#common/store-settings.ts';
import type { shopSettingsOperations } from '#modules/shop-settings/shop-settings.operations.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { BoutiqueImageField } from '../../features/shop-settings/boutique-image-field.tsx';
import { SettingsPanel } from '../../features/shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../../features/shop-settings/use-settings-form.ts';
import { uploadImage } from '../../features/upload-image.ts';
import type { Route } from './+types/seller-settings-store';

// 'Paramètres de la boutique' (issue 15 §2): the shop's name, description, logo and banner, the
// currency its prices are also shown in, its VAT rate, and the switch that pauses it. A chosen
// image is previewed at once and uploaded only with 'Enregistrer'.

const FAILURE = 'Paramètres non enregistrés';
const CURRENCY_OPTIONS = SHOP_CURRENCIES.map((code) => ({
  value: code,
  label: CURRENCY_LABELS[code],
}));

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return context.get(appContext).services.storeSettings.view(account);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ shopSettings }) => [shopSettings.saveStore]);

/** The panel's one write (core/shop-settings/shop-settings.operations.ts). */
const SAVE: (typeof shopSettingsOperations.saveStore)['intent'] = 'boutique';

/** The form's values: the rate as typed, with a French decimal comma. */
function formValues(settings: StoreSettings): StoreSettingsForm {
  return { ...editableSettings(settings), taxRate: String(settings.taxRate).replace('.', ',') };
}

type ImageField = 'logoUrl' | 'bannerUrl';
const IMAGE_KINDS = { logoUrl: 'logo', bannerUrl: 'banner' } as const;

export default function StoreSettingsPanel({ loaderData }: Route.ComponentProps) {
  const { settings, history, rejectedTexts } = loaderData;
  const form = useSettingsForm(formValues(settings), FAILURE, {
    operation: SAVE,
    inputOf: storeSettingsInput,
  });
  const [files, setFiles] = useState<Record<ImageField, File | null>>({
    logoUrl: null,
    bannerUrl: null,
  });
  const [uploadErrors, setUploadErrors] = useState<Partial<Record<ImageField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const { values, errors } = form;
  /** Beside a text the team rejected, while it is as saved: why it is hidden, what to do. */
  const rejection = (field: BoutiqueText) =>
    rejectedTexts.includes(field) && values[field] === settings[field]
      ? BOUTIQUE_TEXTS[field].panel
      : undefined;
  const busy = form.pending || uploading;

  /** Uploads the chosen images, then saves everything with their new addresses. */
  async function save() {
    const patch: Partial<Record<ImageField, string>> = {};
    setUploading(true);
    try {
      for (const field of ['logoUrl', 'bannerUrl'] as const) {
        const file = files[field];
        if (!file) continue;
        const result = await uploadImage(IMAGE_KINDS[field], file, file.name);
        if (!result.ok) {
          setUploadErrors((current) => ({ ...current, [field]: result.message }));
          return;
        }
        patch[field] = result.body.imageUrl;
      }
    } finally {
      setUploading(false);
    }
    // Stored: kept as the field's value, so a refused save does not send them again.
    form.change(patch);
    setFiles({ logoUrl: null, bannerUrl: null });
    form.save(SAVE, patch);
  }

  function choose(field: ImageField, file: File | null) {
    setFiles((current) => ({ ...current, [field]: file }));
    setUploadErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <SettingsPanel
      title="Paramètres de la boutique"
      description="Ce que les acheteurs voient de votre boutique, et son ouverture."
      onSave={() => void save()}
      onCancel={() => {
        form.reset();
        setFiles({ logoUrl: null, bannerUrl: null });
        setUploadErrors({});
      }}
      pending={busy}
      dirty={form.dirty || files.logoUrl !== null || files.bannerUrl !== null}
      history={history}
    >
      <TextInput
        label="Nom de la boutique"
        required
        value={values.name}
        maxLength={MAX_LENGTH.shopName}
        error={errors.name ?? rejection('name')}
        onChange={(event) => form.change({ name: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        value={values.description}
        maxLength={MAX_LENGTH.shopDescription}
        error={errors.description ?? rejection('description')}
        onChange={(event) => form.change({ description: event.currentTarget.value })}
      />
      <BoutiqueImageField
        label="Logo"
        shape="logo"
        previewWidth={BOUTIQUE_LOGO.variants[1]}
        savedUrl={values.logoUrl}
        file={files.logoUrl}
        onFile={(file) => choose('logoUrl', file)}
        onRemove={() => form.change({ logoUrl: null })}
        error={uploadErrors.logoUrl ?? errors.logoUrl}
        disabled={busy}
      />
      <BoutiqueImageField
        label="Bannière"
        shape="banner"
        previewWidth={BOUTIQUE_BANNER.variants[1]}
        savedUrl={values.bannerUrl}
        file={files.bannerUrl}
        onFile={(file) => choose('bannerUrl', file)}
        onRemove={() => form.change({ bannerUrl: null })}
        error={uploadErrors.bannerUrl ?? errors.bannerUrl}
        disabled={busy}
      />
      <Select
        label="Devise d’affichage"
        description="Les prix restent en FCFA ; cette devise est montrée en équivalent."
        data={CURRENCY_OPTIONS}
        value={values.currency}
        allowDeselect={false}
        error={errors.currency}
        onChange={(currency) => currency && form.change({ currency: currency as ShopCurrency })}
      />
      <TextInput
        label="Taux de TVA (%)"
        description="Compris dans vos prix ; indiqué sur les documents de commande (18 % dans l’UEMOA)."
        inputMode="decimal"
        value={values.taxRate}
        error={errors.taxRate}
        rightSection="%"
        onChange={(event) => form.change({ taxRate: event.currentTarget.value })}
      />
      <Switch
        label="Boutique active"
        description={
          values.active
            ? 'Vos produits sont en vente.'
            : 'En pause : vos produits quittent la vitrine et ne peuvent plus être commandés ; les commandes en cours continuent.'
        }
        checked={values.active}
        onChange={(event) => form.change({ active: event.currentTarget.checked })}
      />
    </SettingsPanel>
  );
}
