import { formatFrenchDecimal } from './french-format.ts';

// A product's nutrition values per 100 g (issue 45 §3.3): what a seller gives when a text says
// « riche en vitamine C », and what the product page shows as its table. The list is the EU
// declaration's (énergie, matières grasses… sel), plus the vitamins and minerals that the
// shop's foods (baobab, moringa, sésame, fonio) are known for. No Zod here: the product page
// shows the table without loading it (the checks are in nutrition.ts).

export type NutrientUnit = 'kcal' | 'g' | 'mg' | 'µg';

export interface Nutrient {
  /** Its API field, in `valeursNutritionnelles`. */
  key: string;
  /** As the table writes it. */
  label: string;
  unit: NutrientUnit;
  /** « La quantité de sel… »: the label with its « de ». */
  ofLabel: string;
  /** Part of another value (« dont sucres »), which it cannot exceed. */
  partOf?: string;
}

export const NUTRIENTS = [
  { key: 'energie', label: 'Énergie', unit: 'kcal', ofLabel: 'd’énergie' },
  { key: 'matieresGrasses', label: 'Matières grasses', unit: 'g', ofLabel: 'de matières grasses' },
  {
    key: 'acidesGrasSatures',
    label: 'dont acides gras saturés',
    unit: 'g',
    ofLabel: 'd’acides gras saturés',
    partOf: 'matieresGrasses',
  },
  { key: 'glucides', label: 'Glucides', unit: 'g', ofLabel: 'de glucides' },
  { key: 'sucres', label: 'dont sucres', unit: 'g', ofLabel: 'de sucres', partOf: 'glucides' },
  { key: 'fibres', label: 'Fibres alimentaires', unit: 'g', ofLabel: 'de fibres' },
  { key: 'proteines', label: 'Protéines', unit: 'g', ofLabel: 'de protéines' },
  { key: 'sel', label: 'Sel', unit: 'g', ofLabel: 'de sel' },
  { key: 'vitamineA', label: 'Vitamine A', unit: 'µg', ofLabel: 'de vitamine A' },
  { key: 'vitamineC', label: 'Vitamine C', unit: 'mg', ofLabel: 'de vitamine C' },
  { key: 'calcium', label: 'Calcium', unit: 'mg', ofLabel: 'de calcium' },
  { key: 'fer', label: 'Fer', unit: 'mg', ofLabel: 'de fer' },
  { key: 'magnesium', label: 'Magnésium', unit: 'mg', ofLabel: 'de magnésium' },
  { key: 'potassium', label: 'Potassium', unit: 'mg', ofLabel: 'de potassium' },
  { key: 'zinc', label: 'Zinc', unit: 'mg', ofLabel: 'de zinc' },
] as const satisfies readonly Nutrient[];

export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export const NUTRIENT_KEYS = NUTRIENTS.map((nutrient) => nutrient.key) as [
  NutrientKey,
  ...NutrientKey[],
];

export type NutritionValues = Partial<Record<NutrientKey, number>>;

/** The most 100 g can hold, in each unit: 100 g of fat is 900 kcal; nothing holds 100 g of a
 * vitamin, so its bound only catches a slip of the finger. */
export const MAX_PER_100_G: Record<NutrientUnit, number> = {
  kcal: 900,
  g: 100,
  mg: 100_000,
  µg: 100_000,
};
export const DECIMALS = 2;

/** 12.5 → « 12,5 », 2270 → « 2 270 », 0.02 → « 0,02 ». */
export const formatQuantity = (value: number) => formatFrenchDecimal(value, 0, DECIMALS);

/** A kilocalorie is 4.184 kJ: the table shows both, as the EU label does. */
export const kilojoules = (kcal: number) => Math.round(kcal * 4.184);

/** The table's rows, in the list's order: label, quantity with its unit, and whether a part. */
export function nutritionRows(values: NutritionValues) {
  return NUTRIENTS.flatMap((nutrient) => {
    const value = values[nutrient.key];
    if (value === undefined) return [];
    const quantity =
      nutrient.unit === 'kcal'
        ? `${formatQuantity(kilojoules(value))}\u00a0kJ / ${formatQuantity(value)}\u00a0kcal`
        : `${formatQuantity(value)}\u00a0${nutrient.unit}`;
    return [{ key: nutrient.key, label: nutrient.label, quantity, part: 'partOf' in nutrient }];
  });
}

/** The nutrients a text may claim (« riche en fer »): those the table gives, above zero. */
export const tabledNutrients = (values: NutritionValues | null | undefined): string[] =>
  NUTRIENTS.filter((nutrient) => (values?.[nutrient.key] ?? 0) > 0).map((nutrient) =>
    nutrient.label.replace(/^dont /, ''),
  );

/** null for none: what is stored and shown. */
export const nutritionOrNull = (values: NutritionValues | null | undefined) =>
  values && Object.values(values).some((value) => value !== undefined) ? values : null;
