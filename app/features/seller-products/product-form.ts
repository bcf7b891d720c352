import { productTextProblem } from '#common/health-claims.ts';
import { NUTRIENTS, type NutrientKey, type NutritionValues } from '#common/nutrients.ts';
import {
  productUpdateSchema,
  REQUIRED,
  stockSchema,
  WHOLE_STOCK,
  type NewProduct,
  type ProductUpdate,
  type SellerProduct,
} from '#common/seller-products.ts';
import '#common/zod-locale.ts';

// The add/edit dialog's fields as typed, checked with the API's own schema so the dialog and
// the server say the same French messages, and turned into the spec's payloads.

/** A nutrient's field in the dialog, named as its path in the API's payload. */
export type NutritionField = `valeursNutritionnelles.${NutrientKey}`;
export const nutritionField = (key: NutrientKey): NutritionField => `valeursNutritionnelles.${key}`;
const NUTRITION_FIELDS = NUTRIENTS.map(({ key }) => nutritionField(key));

/** Per 100 g, as typed (« 0,5 »); '' when not given. */
type NutritionFormValues = Record<NutritionField, string>;

export interface ProductFormValues extends NutritionFormValues {
  categorieId: string;
  name: string;
  description: string;
  /** Whole FCFA, as typed. */
  price: string;
  stock: string;
  producerName: string;
  producerEmail: string;
}
export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

const nutritionFormValues = (values: NutritionValues | null): NutritionFormValues =>
  Object.fromEntries(
    NUTRIENTS.map(({ key }) => {
      const value = values?.[key];
      return [nutritionField(key), value === undefined ? '' : String(value).replace('.', ',')];
    }),
  ) as NutritionFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  categorieId: '',
  name: '',
  description: '',
  price: '',
  stock: '',
  producerName: '',
  producerEmail: '',
  ...nutritionFormValues(null),
};

/** The checked fields, without the images (uploaded only once everything else is right). */
export type ProductFields = Omit<ProductUpdate, 'images'>;

export function formValuesOf(product: SellerProduct): ProductFormValues {
  return {
    categorieId: String(product.product.categorie.id),
    name: product.product.name,
    description: product.product.description,
    price: String(product.price),
    stock: String(product.stockDisponible),
    producerName: product.producteur?.nom ?? product.product.producteur?.nom ?? '',
    producerEmail: product.producteur?.email ?? '',
    ...nutritionFormValues(product.valeursNutritionnelles),
  };
}

/** '' → undefined (required); '12 500' or '12500' → 12500; anything else → NaN (refused). */
function numberOf(text: string): number | undefined {
  const compact = text.replace(/[\s\u202f]/g, '');
  if (compact === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

/** 'Gérer le stock': the units typed, a whole number of zero or more. */
export function checkStock(
  text: string,
): { ok: true; stock: number } | { ok: false; message: string } {
  const stock = numberOf(text);
  if (stock === undefined) return { ok: false, message: REQUIRED };
  const parsed = stockSchema.safeParse(stock);
  if (parsed.success) return { ok: true, stock: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? WHOLE_STOCK };
}

/** The quantities typed, as numbers (NaN when not one, which the schema refuses). */
function typedNutrition(values: ProductFormValues) {
  return Object.fromEntries(
    NUTRIENTS.flatMap(({ key }) => {
      const value = numberOf(values[nutritionField(key)]);
      return value === undefined ? [] : [[key, value]];
    }),
  ) as NutritionValues;
}

/** Where each schema path is typed in the dialog (a nutrient's field is named as its path). */
const FIELD_OF_PATH: Record<string, ProductFormField> = {
  ...Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, field])),
  categorieId: 'categorieId',
  'product.name': 'name',
  'product.description': 'description',
  'producteur.nom': 'producerName',
  'producteur.email': 'producerEmail',
  'boutiqueProduct.price': 'price',
  'boutiqueProduct.stockDisponible': 'stock',
};

/**
 * Messages by the payload's paths (the schema's, or the server's refusal), beside the dialog's
 * fields that typed them: each field's first.
 */
export function formErrorsOf(messages: Iterable<[path: string, message: string]>) {
  const errors: ProductFormErrors = {};
  for (const [path, message] of messages) {
    const field = FIELD_OF_PATH[path];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

export type ProductFormCheck =
  { ok: true; fields: ProductFields } | { ok: false; errors: ProductFormErrors };

/** Every field checked at once; each wrong field gets its first French message. */
export function validateProductForm(values: ProductFormValues): ProductFormCheck {
  const producerName = values.producerName.trim();
  const producerEmail = values.producerEmail.trim();
  const price = numberOf(values.price);
  const stock = numberOf(values.stock);
  const nutrition = typedNutrition(values);
  const candidate = {
    categorieId: values.categorieId === '' ? undefined : Number(values.categorieId),
    product: { name: values.name, description: values.description },
    producteur:
      producerName || producerEmail ? { nom: producerName, email: producerEmail } : undefined,
    images: [],
    boutiqueProduct: { price, stockDisponible: stock },
    valeursNutritionnelles: Object.keys(nutrition).length > 0 ? nutrition : undefined,
  };

  const parsed = productUpdateSchema.safeParse(candidate);
  const errors = parsed.success
    ? {}
    : formErrorsOf(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  if (price === undefined) errors.price = REQUIRED;
  if (stock === undefined) errors.stock = REQUIRED;
  // The server keeps a producer only with its name: an e-mail alone would be lost.
  if (producerEmail && !producerName) errors.producerName = REQUIRED;
  // The content policy, as the server holds it (before the photos are sent for nothing); a
  // nutrient the description claims needs its quantity among the values typed.
  for (const field of ['name', 'description', 'producerName'] as const) {
    const problem = errors[field] ? undefined : productTextProblem(values[field], nutrition);
    if (problem) errors[field] = problem;
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { categorieId, product, producteur, boutiqueProduct, valeursNutritionnelles } = parsed.data;
  return {
    ok: true,
    fields: { categorieId, product, producteur, boutiqueProduct, valeursNutritionnelles },
  };
}

/** The boutique a new product is added to, as the spec's payload names it. */
export interface ProductOwner {
  tenantId: number;
  boutiqueId: number;
}

/** The spec's add payload (section 3), for the signed-in seller's boutique. */
export function newProductPayload(
  fields: ProductFields,
  images: string[],
  owner: ProductOwner,
): NewProduct {
  return {
    categorieId: fields.categorieId,
    tenantId: owner.tenantId,
    product: fields.product,
    ...(fields.producteur && { producteur: fields.producteur }),
    ...(fields.valeursNutritionnelles && {
      valeursNutritionnelles: fields.valeursNutritionnelles,
    }),
    images,
    boutiqueProduct: { ...fields.boutiqueProduct, boutiqueId: owner.boutiqueId },
  };
}

/** PUT /api/produits/{id}: every field, the images in the slots' order. */
export function productUpdatePayload(fields: ProductFields, images: string[]): ProductUpdate {
  return { ...fields, images };
}
