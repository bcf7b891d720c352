import { Alert, Button, Code, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ImportProblem } from '#common/seller-products.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import { CSV_REQUIRED, IMPORT_INTENT } from './product-import.ts';

/** The server reads 1 Mo at most (about a thousand products). */
const MAX_CSV_BYTES = 1_048_576;
const CSV_TOO_LARGE = 'Le fichier dépasse 1 Mo : découpez-le en plusieurs fichiers.';
const CSV_NOT_UTF8 =
  'Le fichier n’est pas en UTF-8 : enregistrez-le au format « CSV UTF-8 » puis réessayez.';

type Outcome =
  { ok: true; message: string } | { ok: false; message: string; problems: ImportProblem[] };

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Where the dashboard hands out the template (common/product-csv-files.ts). */
  templateUrl: string;
}

/** 'Importer': the template, a CSV file checked row by row on the server, all or nothing. */
export function ImportDialog({ opened, onClose, templateUrl }: ImportDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Importer des produits"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {opened && <ImportForm onClose={onClose} templateUrl={templateUrl} />}
    </Modal>
  );
}

/**
 * The file is read and checked here (size, encoding), then its text goes to the screen's route
 * action, which imports every row or none and answers each refused cell.
 */
function ImportForm({ onClose, templateUrl }: Omit<ImportDialogProps, 'opened'>) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { pending, send } = useActionFetcher('Échec de l’import', {
    onDone: ({ message }) => {
      setOutcome({ ok: true, message });
      setFile(null);
    },
    onRefused: ({ message, fields, details }) => {
      if (fields.csv) setError(fields.csv);
      // The service lists each refused cell with its line (ImportProblem).
      setOutcome({ ok: false, message, problems: details as ImportProblem[] });
    },
    silent: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const problem = !file ? CSV_REQUIRED : file.size > MAX_CSV_BYTES ? CSV_TOO_LARGE : null;
    if (!file || problem) {
      setError(problem ?? CSV_REQUIRED);
      return;
    }
    const text = await file.text();
    // A spreadsheet saved in Windows-1252 decodes with replacement characters.
    if (text.includes('\uFFFD')) {
      setError(CSV_NOT_UTF8);
      return;
    }
    void send({ intent: IMPORT_INTENT, csv: text });
  }

  return (
    <Stack gap="md">
      <Text fz="sm">
        Une ligne par produit, avec les colonnes <Code>nom</Code>, <Code>description</Code>,{' '}
        <Code>categorie</Code>, <Code>prix</Code> (FCFA), <Code>stock</Code>, et si vous voulez{' '}
        <Code>producteur</Code> et <Code>email_producteur</Code>. Les valeurs nutritionnelles pour
        100 g ont chacune leur colonne, facultative, dont le nom finit par l’unité (
        <Code>vitamine_c_mg</Code>, <Code>fibres_alimentaires_g</Code>…, voir le modèle) : elles
        sont nécessaires quand la description met un nutriment en avant. Séparateur « ; » ou « , »,
        encodage UTF-8. Une catégorie dont le nom existe dans plusieurs familles s’écrit « Famille /
        Catégorie ». Chaque ligne est vérifiée avant l’import : s’il y a une erreur, rien n’est
        importé.
      </Text>
      <Group>
        <Button
          component="a"
          href={templateUrl}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          Télécharger le modèle
        </Button>
      </Group>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <FileInput
            label="Fichier CSV"
            description="Un fichier .csv enregistré en UTF-8"
            accept=".csv,text/csv"
            clearable
            clearButtonProps={{ 'aria-label': 'Retirer le fichier' }}
            required
            value={file}
            error={error}
            disabled={pending}
            onChange={(chosen) => {
              setFile(chosen);
              setError(undefined);
              setOutcome(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Fermer
            </Button>
            <Button
              type="submit"
              loading={pending}
              leftSection={<IconFileImport size={18} aria-hidden />}
            >
              Importer
            </Button>
          </Group>
        </Stack>
      </form>

      {outcome?.ok && (
        <Alert color="feuille" variant="light" role="status">
          {outcome.message}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" variant="light" role="alert">
          <Text fz="sm">{outcome.message}</Text>
        </Alert>
      )}
      {outcome && !outcome.ok && outcome.problems.length > 0 && (
        <Table.ScrollContainer
          minWidth={280}
          maxHeight={320}
          // Scrolls when long: keyboard users must be able to reach it.
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Rapport d’import' },
          }}
        >
          <Table striped fz="sm" verticalSpacing={4}>
            <Table.Caption>Rapport d’import : lignes à corriger</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ligne</Table.Th>
                <Table.Th>Champ</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.problems.map((problem, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{problem.line}</Table.Td>
                  <Table.Td>{problem.field}</Table.Td>
                  <Table.Td>{problem.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
