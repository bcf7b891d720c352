import { Accordion, Text } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import type { FaqEntry } from '#common/help-centre.ts';
import { ListSearchForm } from '../dashboard-ui/list-controls.tsx';

/** The FAQ with its search box (`?q=`, on the question, accents and case ignored). */
export function FaqList({ entries, search }: { entries: FaqEntry[]; search: string }) {
  return (
    <>
      <ListSearchForm
        search={search}
        label="Rechercher dans la FAQ"
        placeholder="Livraison, paiement, commande…"
      />
      {entries.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {search
            ? `Aucune question ne correspond à « ${search} ». Écrivez-nous ci-dessous.`
            : 'Aucune question pour le moment.'}
        </Text>
      ) : (
        <Accordion variant="separated" chevronPosition="right">
          {entries.map((entry) => (
            <Accordion.Item key={entry.id} value={String(entry.id)}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </>
  );
}
