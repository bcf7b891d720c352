import { Button, Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import { useState } from 'react';
import { NUTRIENTS } from '#common/nutrients.ts';
import { nutritionField, type NutritionField } from './product-form.ts';

interface NutritionFieldsProps {
  /** A field's value, message and handlers (useEditedFields). */
  bound: (name: NutritionField) => {
    value: string;
    error: string | undefined;
    disabled: boolean;
    onChange: (event: { currentTarget: { value: string } }) => void;
  };
}

/**
 * « Valeurs nutritionnelles (pour 100 g) »: optional, folded away until the seller opens it or a
 * value is there (a product that has some, a message beside one). Two columns on a phone.
 */
export function NutritionFields({ bound }: NutritionFieldsProps) {
  const fields = NUTRIENTS.map((nutrient) => ({
    nutrient,
    props: bound(nutritionField(nutrient.key)),
  }));
  const filled = fields.some(({ props }) => props.value !== '' || props.error);
  const [opened, setOpened] = useState(false);
  if (!opened && !filled) {
    return (
      <div>
        <Button variant="light" size="sm" onClick={() => setOpened(true)}>
          Ajouter les valeurs nutritionnelles
        </Button>
        <Text fz="xs" c="dimmed" mt={4}>
          Facultatif ; nécessaire quand la description met un nutriment en avant (« riche en
          vitamine C », « source de fer »).
        </Text>
      </div>
    );
  }
  return (
    <Fieldset legend="Valeurs nutritionnelles (pour 100 g)" variant="filled" p="sm">
      <Text fz="xs" c="dimmed" mb="xs">
        Quantités moyennes pour 100 g de produit, d’après son analyse ou une table de composition.
        Laissez vide ce que vous ne connaissez pas.
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs">
        {fields.map(({ nutrient, props }) => (
          <TextInput
            key={nutrient.key}
            label={`${nutrient.label} (${nutrient.unit})`}
            inputMode="decimal"
            autoComplete="off"
            {...props}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
