import { z } from 'zod';
import {
  DECIMALS,
  formatQuantity,
  MAX_PER_100_G,
  NUTRIENTS,
  type Nutrient,
  type NutrientKey,
} from './nutrients.ts';

// The checks of a product's nutrition values (nutrients.ts lists them), shared by the dialog,
// the API and the CSV import. A text's « riche en … » rests on them: productTextProblem, in
// health-claims.ts.

const quantityMessage = ({ ofLabel, unit }: Nutrient) =>
  `La quantité ${ofLabel} doit être un nombre positif ou nul, en ${unit} pour 100 g, avec deux décimales au plus.`;

function quantitySchema(nutrient: Nutrient) {
  const message = quantityMessage(nutrient);
  const max = MAX_PER_100_G[nutrient.unit];
  return z
    .number({ error: message })
    .min(0, message)
    .max(
      max,
      `La quantité ${nutrient.ofLabel} ne peut pas dépasser ${formatQuantity(max)} ${nutrient.unit} pour 100 g.`,
    )
    .refine(
      (value) => Math.abs(value * 10 ** DECIMALS - Math.round(value * 10 ** DECIMALS)) < 1e-6,
      message,
    );
}

const byKey = new Map<string, Nutrient>(NUTRIENTS.map((nutrient) => [nutrient.key, nutrient]));

/** `valeursNutritionnelles`: the quantities per 100 g the seller gives, each optional. */
export const nutritionValuesSchema = z
  .strictObject(
    Object.fromEntries(
      NUTRIENTS.map((nutrient) => [nutrient.key, quantitySchema(nutrient).optional()]),
    ) as Record<NutrientKey, z.ZodOptional<ReturnType<typeof quantitySchema>>>,
  )
  .superRefine((values, context) => {
    for (const nutrient of NUTRIENTS) {
      const whole = 'partOf' in nutrient ? byKey.get(nutrient.partOf) : undefined;
      const part = values[nutrient.key];
      const of = whole ? values[whole.key as NutrientKey] : undefined;
      if (whole && part !== undefined && of !== undefined && part > of) {
        context.addIssue({
          code: 'custom',
          path: [nutrient.key],
          message: `La quantité ${nutrient.ofLabel} ne peut pas dépasser celle ${whole.ofLabel}.`,
        });
      }
    }
  });

/** The values as the API shows them, per 100 g in each nutrient's unit: null when none. */
export const shownNutritionSchema = z
  .object(
    Object.fromEntries(NUTRIENTS.map(({ key }) => [key, z.number().optional()])) as Record<
      NutrientKey,
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .nullable();
