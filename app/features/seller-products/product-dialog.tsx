import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import {
  IMAGE_UPLOAD_FAILED,
  IMAGES_NOT_PROCESSED,
  PRODUCT_ADD_FAILED,
  type SellerProduct,
} from '#common/seller-products.ts';
import { uploadImage } from '../upload-image.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { useEditedFields } from '../use-edited-fields.ts';
import { NutritionFields } from './nutrition-fields.tsx';
import { PhotoSlots, photoSlotsOf, type Photo, type PhotoSlotList } from './photo-slots.tsx';
import type { sellerProductOperations } from '#modules/seller-products/seller-products.operations.ts';
import {
  EMPTY_PRODUCT_FORM,
  formErrorsOf,
  formValuesOf,
  newProductPayload,
  productUpdatePayload,
  validateProductForm,
  type ProductOwner,
  type ProductFormField,
  type ProductFormValues,
} from './product-form.ts';
import { toastFailure } from '../toasts.ts';
import type { Categorie } from '#common/catalogue.ts';
import { categoryOptions } from './category-options.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { CONTENT_POLICY_PATH } from '#common/health-claims.ts';

type Operations = typeof sellerProductOperations;

const PRODUCT_UPDATE_FAILED = 'Une erreur s’est produite lors de la modification du produit.';

interface ProductDialogProps {
  opened: boolean;
  /** The product to edit; null to add one. */
  product: SellerProduct | null;
  /** Whose product a new one is: the spec's payload names its tenant and boutique. */
  owner: ProductOwner;
  categories: Categorie[];
  onClose: () => void;
  /** After the server accepted. */
  onSaved: () => void;
}

/** '+ Ajouter un produit' and 'Modifier': the same form, empty or filled with the product. */
export function ProductDialog({
  opened,
  product,
  owner,
  categories,
  onClose,
  onSaved,
}: ProductDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={product ? `Modifier « ${product.product.name} »` : 'Ajouter un produit'}
      size="lg"
      fullScreen={phone}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {opened && (
        <ProductForm
          key={product?.id ?? 'nouveau'}
          product={product}
          owner={owner}
          categories={categories}
          onCancel={onClose}
          onSaved={onSaved}
          onBusy={setBusy}
        />
      )}
    </Modal>
  );
}

interface ProductFormProps {
  product: SellerProduct | null;
  owner: ProductOwner;
  categories: Categorie[];
  onCancel: () => void;
  onSaved: () => void;
  onBusy: (busy: boolean) => void;
}

type PhotosSent = { done: number; total: number } | null;

/**
 * Checked here first (the server's own rules, for instant messages), then the new photos go to
 * the upload endpoint one by one, then the API's payload, the photos' addresses in it, to the
 * screen's route action as the products' operation (seller-products.operations.ts), whose
 * refusals come back beside their fields.
 */
function ProductForm({ product, owner, categories, onCancel, onSaved, onBusy }: ProductFormProps) {
  const { form, values, setErrors, field, showFirstError, accepted } =
    useEditedFields<ProductFormValues>(() =>
      product ? formValuesOf(product) : EMPTY_PRODUCT_FORM,
    );
  const [slots, setSlots] = useState<PhotoSlotList>(() =>
    photoSlotsOf(product?.product.produitimage.map((image) => image.url) ?? []),
  );
  const [photosSent, setPhotosSent] = useState<PhotosSent>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = product ? PRODUCT_UPDATE_FAILED : PRODUCT_ADD_FAILED;
  const saving = useActionFetcher(failed, {
    onDone: onSaved,
    onRefused: (refusal) => {
      setErrors(formErrorsOf(Object.entries(refusal.fields)));
      setFailure(`${failed} ${refusal.message}`);
      showFirstError();
    },
  });
  const busy = photosSent !== null || saving.pending;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const bound = (name: ProductFormField) => field(name, busy);

  /** Sends the photos not stored yet, one call each, in the slots' order; null on failure. */
  async function uploadPhotos(): Promise<string[] | null> {
    const current = [...slots];
    const pending = current.filter((slot) => slot && !slot.url).length;
    let done = 0;
    for (const [index, slot] of current.entries()) {
      if (!slot || slot.url) continue;
      setPhotosSent({ done, total: pending });
      let url: string | null = null;
      if (slot.blob) {
        const result = await uploadImage('product', slot.blob, `photo-${index + 1}.jpg`);
        if (!result.ok) {
          toastFailure(IMAGE_UPLOAD_FAILED, result.message);
          setFailure(`${IMAGE_UPLOAD_FAILED} ${result.message} ${IMAGES_NOT_PROCESSED}`);
          return null;
        }
        url = result.body.imageUrl || null;
      }
      if (!url) {
        setFailure(IMAGES_NOT_PROCESSED);
        return null;
      }
      // Stored: a second attempt (after another error) does not send it again.
      current[index] = { ...slot, url, blob: null } satisfies Photo;
      setSlots([...current]);
      done += 1;
    }
    return current.flatMap((slot) => (slot?.url ? [slot.url] : []));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const check = validateProductForm(values);
    if (!accepted(check)) return;
    const images = await uploadPhotos();
    setPhotosSent(null);
    if (!images) return;
    if (product) {
      return void saving.perform<Operations['update']>('modifier', {
        params: { id: product.id },
        input: productUpdatePayload(check.fields, images),
      });
    }
    void saving.perform<Operations['add']>('ajouter', {
      input: newProductPayload(check.fields, images, owner),
    });
  }

  const options = [
    { value: '', label: 'Choisissez une catégorie' },
    ...categoryOptions(categories),
  ];

  return (
    <Box component="form" ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <NativeSelect label="Catégorie" required data={options} {...bound('categorieId')} />
        <TextInput
          label="Désignation"
          required
          maxLength={MAX_LENGTH.productName}
          {...bound('name')}
        />
        <Textarea
          label="Description"
          description={
            <>
              {'Origine, composition, usages et précautions, sans promesse de soigner : voir la'}{' '}
              {/* A tab of its own: the dialog keeps what was typed. */}
              <Anchor href={CONTENT_POLICY_PATH} target="_blank" td="underline" inherit>
                politique de contenu
              </Anchor>
              .
            </>
          }
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_LENGTH.productDescription}
          {...bound('description')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Prix (FCFA)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            {...bound('price')}
          />
          <TextInput
            label="Stock disponible"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            {...bound('stock')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Producteur"
            description="Nom du producteur ou de la coopérative"
            maxLength={MAX_LENGTH.name}
            {...bound('producerName')}
          />
          <TextInput
            label="E-mail du producteur (facultatif)"
            type="email"
            autoComplete="off"
            maxLength={MAX_LENGTH.email}
            {...bound('producerEmail')}
          />
        </SimpleGrid>
        <NutritionFields bound={bound} />
        <PhotoSlots slots={slots} setSlots={setSlots} disabled={busy} />

        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {busy && (
          <Text fz="sm" c="dimmed" role="status">
            {photosSent
              ? `Envoi des photos (${photosSent.done}/${photosSent.total})…`
              : 'Enregistrement du produit…'}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Annuler
          </Button>
          <Button type="submit" loading={busy}>
            {product ? 'Enregistrer' : 'Ajouter le produit'}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
