import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import { useState, type FormEvent } from 'react';
import { formatFcfa } from '#common/money.ts';
import type { PayableBoutique, PayoutRun } from '#common/payouts.ts';
import type { payoutOperations } from '#modules/payouts/payouts.operations.ts';
import { useSettingsForm } from '../shop-settings/use-settings-form.ts';

// The 'Versements' screen's two actions (issue 46 §3): pay the boxes ticked through FedaPay, or
// record a transfer the team made, with its reference. Both post a run with the key the page
// was loaded with: the same run sent twice (a double tap, a retry) pays nothing twice.

/** The screen's one write (core/payouts/payouts.operations.ts). */
const RUN: (typeof payoutOperations.run)['intent'] = 'versements';

/** The boutiques ticked, paid through FedaPay in one run. */
export function FedapayRunForm({
  runKey,
  payable,
}: {
  runKey: string;
  payable: PayableBoutique[];
}) {
  const eligible = payable.filter((row) => row.fedapayRefusal === null);
  const [chosen, setChosen] = useState<number[]>(() => eligible.map((row) => row.boutiqueId));
  const form = useSettingsForm<PayoutRun>(
    { cle: runKey, mode: 'fedapay', boutiques: [] },
    'Erreur lors du lancement des versements',
    { operation: RUN },
  );
  const total = eligible
    .filter((row) => chosen.includes(row.boutiqueId))
    .reduce((sum, row) => sum + row.amount, 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save(RUN, { boutiques: chosen.map((id) => ({ id })) });
  };
  if (eligible.length === 0) {
    return <Text c="dimmed">Aucune boutique ne peut être payée par FedaPay.</Text>;
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Versements par FedaPay">
      <Stack gap="xs">
        <Checkbox.Group
          label="Boutiques à payer par FedaPay"
          value={chosen.map(String)}
          onChange={(values) => setChosen(values.map(Number))}
          error={form.errors.boutiques}
        >
          <Stack gap={6} mt={6}>
            {eligible.map((row) => (
              <Checkbox
                key={row.boutiqueId}
                value={String(row.boutiqueId)}
                label={`${row.boutique} : ${formatFcfa(row.amount)}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={form.pending} disabled={chosen.length === 0}>
            {`Payer ${formatFcfa(total)} par FedaPay`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A transfer the team already made to one boutique, with its reference. */
export function ManualTransferForm({ runKey, row }: { runKey: string; row: PayableBoutique }) {
  const [reference, setReference] = useState('');
  const form = useSettingsForm<PayoutRun>(
    { cle: runKey, mode: 'virement', boutiques: [] },
    'Erreur lors de l’enregistrement du virement',
    { operation: RUN },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save(RUN, { boutiques: [{ id: row.boutiqueId, reference }] });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Virement à ${row.boutique}`}>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          label="Référence du virement"
          placeholder="Opérateur, banque…"
          value={reference}
          onChange={(event) => {
            setReference(event.currentTarget.value);
            // The reference is typed: its refusal goes (the run's boutiques are sent on save).
            form.change({ boutiques: [] });
          }}
          error={form.errors['boutiques.0.reference']}
          required
          style={{ flex: '1 1 12rem' }}
        />
        <Button size="xs" type="submit" mt={22} loading={form.pending} variant="light">
          Enregistrer le virement
        </Button>
      </Group>
    </form>
  );
}
