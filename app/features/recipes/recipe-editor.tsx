import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import { useEffect, useState, type FormEvent } from 'react';
import { ARTICLE_CATEGORIES, categoryChoices } from '#common/blog.ts';
import { CONTENT_POLICY_PATH } from '#common/health-claims.ts';
import { RECIPE_TYPES, type RecipeProductChoice } from '#common/recipes.ts';
import type { SellerRecipe } from '#common/recipe-schemas.ts';
import { IMAGE_UPLOAD_FAILED } from '#common/seller-products.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { uploadImage } from '../upload-image.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { useEditedFields } from '../use-edited-fields.ts';
import {
  EMPTY_RECIPE_FORM,
  recipeFormData,
  recipeFormValuesOf,
  validateRecipeForm,
  type RecipeFormField,
  type RecipeFormValues,
} from './recipe-form.ts';
import { RECIPE_ADD_FAILED, RECIPE_INTENTS, RECIPE_UPDATE_FAILED } from './recipe-intents.ts';
import { RecipePhoto, recipePhotoOf, type RecipePhotoState } from './recipe-photo.tsx';

type TextField = Exclude<RecipeFormField, 'productIds' | 'imageUrl'>;

interface RecipeEditorProps {
  /** The recipe to edit; null to write a new one. */
  recipe: SellerRecipe | null;
  choices: RecipeProductChoice[];
  /** After the server accepted. */
  onSaved: () => void;
  /** Editing only: the dialog's 'Annuler'. */
  onCancel?: () => void;
  onBusy?: (busy: boolean) => void;
}

/**
 * The recipe form, every field (spec section 5), to add one on the screen or edit one in its
 * dialog. Checked here first with the server's own rules, then the new photo goes to the upload
 * endpoint, then everything to the screen's route action, whose refusals come back beside their
 * fields.
 */
export function RecipeEditor({ recipe, choices, onSaved, onCancel, onBusy }: RecipeEditorProps) {
  const { form, values, setValues, errors, setErrors, field, showFirstError, accepted } =
    useEditedFields<RecipeFormValues>(() =>
      recipe ? recipeFormValuesOf(recipe) : EMPTY_RECIPE_FORM,
    );
  const [photo, setPhoto] = useState<RecipePhotoState | null>(() =>
    recipePhotoOf(recipe?.imageUrl ?? ''),
  );
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = recipe ? RECIPE_UPDATE_FAILED : RECIPE_ADD_FAILED;
  const saving = useActionFetcher(failed, {
    onDone: () => {
      if (!recipe) {
        setValues(EMPTY_RECIPE_FORM);
        setPhoto(null);
      }
      onSaved();
    },
    onRefused: (refusal) => {
      setErrors(refusal.fields);
      setFailure(`${failed} ${refusal.message}`);
      showFirstError();
    },
  });
  const busy = uploading || saving.pending;
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const id = recipe ? `recette-${recipe.id}` : 'nouvelle-recette';

  const bound = (name: TextField) => field(name, busy);
  const long = (name: TextField, max: number) => ({
    ...bound(name),
    autosize: true,
    minRows: 2,
    maxRows: 8,
    maxLength: max,
  });

  /** The photo's stored address ('' for none), sending it first if needed; null on failure. */
  async function storedPhoto(): Promise<string | null> {
    if (!photo) return '';
    if (photo.url) return photo.url;
    if (!photo.blob) return '';
    setUploading(true);
    const result = await uploadImage('product', photo.blob, 'recette.jpg');
    setUploading(false);
    if (!result.ok) {
      setFailure(`${IMAGE_UPLOAD_FAILED} ${result.message}`);
      return null;
    }
    // Stored: a second attempt (after another error) does not send it again.
    setPhoto({ ...photo, url: result.body.imageUrl, blob: null });
    return result.body.imageUrl;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const publish = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'true';
    if (!accepted(validateRecipeForm({ ...values, imageUrl: photo?.url ?? '' }))) return;
    const imageUrl = await storedPhoto();
    if (imageUrl === null) return;
    const body = recipeFormData({ ...values, imageUrl });
    body.set('intent', recipe ? RECIPE_INTENTS.edit : RECIPE_INTENTS.add);
    if (recipe) body.set('recipeId', String(recipe.id));
    else body.set('publier', String(publish));
    void saving.send(body);
  }

  return (
    <Box component="form" ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput label="Titre" required maxLength={MAX_LENGTH.recipeTitle} {...bound('title')} />
        <Textarea
          label="Description"
          description={
            <>
              {'Usages traditionnels, goût, soin de la peau : sans promesse de soigner, voir la'}{' '}
              <Anchor href={CONTENT_POLICY_PATH} target="_blank" td="underline" inherit>
                politique de contenu
              </Anchor>
              .
            </>
          }
          required
          {...long('description', MAX_LENGTH.recipeDescription)}
        />
        <Textarea
          label="Ingrédients"
          description="Un ingrédient par ligne, avec sa quantité."
          required
          {...long('ingredients', MAX_LENGTH.recipeText)}
        />
        <Textarea
          label="Utilisation"
          description="La préparation, puis comment l’utiliser."
          required
          {...long('usage', MAX_LENGTH.recipeText)}
        />
        <Textarea
          label="Proportions"
          description="Les quantités à utiliser, pour un plat ou une application."
          {...long('dosage', MAX_LENGTH.recipeText)}
        />
        <Textarea
          label="Usages et précautions"
          description="Ce que la recette apporte en goût ou en douceur, et à qui elle est déconseillée."
          {...long('benefits', MAX_LENGTH.recipeText)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Type"
            data={[{ value: '', label: 'Aucun type' }, ...RECIPE_TYPES]}
            {...bound('type')}
          />
          <NativeSelect
            label="Catégorie"
            data={categoryChoices(ARTICLE_CATEGORIES)}
            {...bound('category')}
          />
        </SimpleGrid>
        <TextInput
          label="Mots-clés"
          description="Séparés par des virgules : karité, peau sèche, fait maison"
          maxLength={MAX_LENGTH.recipeTags}
          {...bound('tags')}
        />
        <RecipePhoto photo={photo} onChange={setPhoto} disabled={busy} error={errors.imageUrl} />
        <Checkbox.Group
          label="Produits utilisés"
          description={
            choices.length === 0
              ? 'Votre boutique n’a pas encore de produit.'
              : 'Les produits de votre boutique que la recette met en avant.'
          }
          value={values.productIds}
          onChange={(productIds) => {
            setValues((current) => ({ ...current, productIds }));
            setErrors((current) => ({ ...current, productIds: undefined }));
          }}
          error={errors.productIds}
        >
          <ScrollArea.Autosize mah={220} type="auto" mt={6}>
            <Stack gap={8} py={4}>
              {choices.map((choice) => (
                <Checkbox
                  key={choice.id}
                  id={`${id}-produit-${choice.id}`}
                  value={String(choice.id)}
                  label={choice.name}
                  disabled={busy}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>

        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {busy && (
          <Text fz="sm" c="dimmed" role="status">
            {uploading ? 'Envoi de la photo…' : 'Enregistrement de la recette…'}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          {recipe ? (
            <>
              <Button variant="default" onClick={onCancel} disabled={busy}>
                Annuler
              </Button>
              <Button type="submit" loading={busy}>
                Enregistrer
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" name="publier" value="false" variant="default" disabled={busy}>
                Enregistrer le brouillon
              </Button>
              <Button type="submit" name="publier" value="true" loading={busy}>
                Publier
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
