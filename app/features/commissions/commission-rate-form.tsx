import { Button, NumberInput, Select } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import type { CommissionScope } from '#common/commissions.ts';
import type { commissionOperations } from '#modules/commissions/commissions.operations.ts';
import { ofName } from '#common/french-elision.ts';
import { SettingsPanel } from '../shop-settings/settings-panel.tsx';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';

type Target = 'categorieId' | 'boutiqueId';
/** The screen's one write (core/commissions/commissions.operations.ts). */
const CHANGE: (typeof commissionOperations.change)['intent'] = 'commission';

interface CommissionRateFormProps {
  scope: CommissionScope;
  title: string;
  /** What the rate is set for now, said in a sentence. */
  current: string;
  /** A category's or a boutique's rate: the field naming it and its choices. */
  target?: { field: Target; label: string; choices: { id: number; name: string }[] };
}

/**
 * A rate as a percentage (two decimals at most), saved through the screen's action (the API's
 * operation, audited); refusals beside their fields.
 */
export function CommissionRateForm({ scope, title, current, target }: CommissionRateFormProps) {
  const form = useSettingsForm<{
    portee: CommissionScope;
    taux: number | string;
    categorieId?: number | null;
    boutiqueId?: number | null;
  }>(
    { portee: scope, taux: '', ...(target ? { [target.field]: null } : {}) },
    'Erreur lors de l’enregistrement du taux',
    { operation: CHANGE },
  );
  const titleId = `commission-${scope}`;
  return (
    <SettingsPanel
      title={title}
      description={current}
      descriptionTestId={`commission-actuelle-${scope}`}
      titleId={titleId}
      onSave={form.save}
      onCancel={form.reset}
      pending={form.pending}
      dirty={form.dirty}
    >
      {target && (
        <Select
          label={target.label}
          data={target.choices.map((choice) => ({
            value: String(choice.id),
            label: choice.name,
          }))}
          value={form.values[target.field] ? String(form.values[target.field]) : null}
          onChange={(value) => form.change({ [target.field]: value ? Number(value) : null })}
          error={form.errors[target.field]}
          searchable
          nothingFoundMessage="Aucun résultat"
          required
        />
      )}
      <NumberInput
        label="Taux de commission (%)"
        value={form.values.taux}
        onChange={(taux) => form.change({ taux })}
        error={form.errors.taux}
        decimalSeparator=","
        decimalScale={2}
        min={0}
        max={100}
        allowNegative={false}
        hideControls
        inputMode="decimal"
        required
      />
    </SettingsPanel>
  );
}

/** Removes a category's or a boutique's own rate: the wider one applies again. */
export function RemoveOverrideButton({
  scope,
  field,
  id,
  name,
}: {
  scope: 'categorie' | 'boutique';
  field: Target;
  id: number;
  name: string;
}) {
  const form = useSettingsForm(
    { portee: scope, [field]: id, taux: null },
    'Erreur lors de la suppression du taux',
    { operation: CHANGE },
  );
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={form.pending}
      onClick={() => form.save()}
      aria-label={`Retirer le taux particulier ${ofName(name)}`}
    >
      Retirer
    </Button>
  );
}
