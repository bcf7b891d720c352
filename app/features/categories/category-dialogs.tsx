import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Categorie, Famille } from '#common/catalogue.ts';
import {
  CATEGORY_ADD_FAILED,
  CATEGORY_UPDATE_FAILED,
  FAMILY_ADD_FAILED,
  FAMILY_UPDATE_FAILED,
  type CategoryRow,
  type FamilyRow,
} from '#common/categories.ts';
import { MAX_LENGTH } from '#common/text-lengths.ts';
import { categoryOptions } from '../seller-products/category-options.ts';
import { useActionFetcher } from '../use-action-fetcher.ts';
import type { categoryOperations } from '#modules/categories/categories.operations.ts';

// The categories screen's dialogs (spec section 2: add/edit category, add/edit family, max
// width 500, 'Annuler' and 'Enregistrer'), the confirmation of a deletion and the bulk move.
// Every save sends one of the categories' operations (core/categories/categories.operations.ts)
// to the screen's route action; its refusals come back beside their fields, and in the dialog.

type Operations = typeof categoryOperations;
type Removing = Operations['removeCategory' | 'removeFamily'];
/** A select's id as the operations take it: none chosen ('') is 0, refused beside the select. */
const chosenId = (value: string) => Number(value);

/** Which dialog is open, and the row it edits. */
type OpenDialog =
  | { kind: 'categorie'; row: CategoryRow | null }
  | { kind: 'famille'; row: FamilyRow | null }
  | null;

/**
 * The two dialogs' state. As the spec has it, they share one edit-mode flag: true while a row is
 * being edited, false again once the form resets (closed, or saved).
 */
export function useCategoryDialogs() {
  const [open, setOpen] = useState<OpenDialog>(null);
  return {
    open,
    isEditMode: open?.row != null,
    addCategory: () => setOpen({ kind: 'categorie', row: null }),
    editCategory: (row: CategoryRow) => setOpen({ kind: 'categorie', row }),
    addFamily: () => setOpen({ kind: 'famille', row: null }),
    editFamily: (row: FamilyRow) => setOpen({ kind: 'famille', row }),
    reset: () => setOpen(null),
  };
}

export type CategoryDialogs = ReturnType<typeof useCategoryDialogs>;

/** Full screen on phones, as the other dialogs; 500 px wide elsewhere. */
function EntryModal(props: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={500}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {props.children}
    </Modal>
  );
}

/** A dialog's save: the fields' messages and the server's refusal, shown until corrected. */
function useSave(failureTitle: string, onSaved: () => void) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useActionFetcher(failureTitle, {
    onDone: onSaved,
    onRefused: (refusal) => {
      setErrors(refusal.fields);
      setFailure(refusal.message);
    },
  });
  return {
    ...saving,
    errors,
    failure,
    /** The message goes once the field is being corrected. */
    clear: (name: string) => {
      setFailure(null);
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  };
}

/** A family's or a category's name, its server message beside it until it is corrected. */
function NameInput(props: {
  value: string;
  onChange: (value: string) => void;
  save: ReturnType<typeof useSave>;
}) {
  const { save } = props;
  return (
    <TextInput
      label="Nom"
      required
      data-autofocus
      maxLength={MAX_LENGTH.categoryName}
      value={props.value}
      error={save.errors.nom}
      disabled={save.pending}
      onChange={(event) => {
        props.onChange(event.currentTarget.value);
        save.clear('nom');
      }}
    />
  );
}

function SaveButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Annuler
      </Button>
      <Button type="submit" loading={busy}>
        Enregistrer
      </Button>
    </Group>
  );
}

function Failure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

interface CategoryDialogProps {
  dialogs: CategoryDialogs;
  families: Famille[];
}

/** 'Ajouter une catégorie' / 'Modifier la catégorie': its name and its family. */
export function CategoryDialog({ dialogs, families }: CategoryDialogProps) {
  const { open } = dialogs;
  const opened = open?.kind === 'categorie';
  const row = open?.kind === 'categorie' ? open.row : null;
  return (
    <EntryModal
      opened={opened}
      title={dialogs.isEditMode ? 'Modifier la catégorie' : 'Ajouter une catégorie'}
      onClose={dialogs.reset}
    >
      {opened && (
        <CategoryForm
          // A new form for each opening: it starts from the row, or empty.
          key={row?.id ?? 'nouvelle'}
          row={row}
          editMode={dialogs.isEditMode}
          families={families}
          onDone={dialogs.reset}
        />
      )}
    </EntryModal>
  );
}

function CategoryForm(props: {
  row: CategoryRow | null;
  editMode: boolean;
  families: Famille[];
  onDone: () => void;
}) {
  const { row, editMode, families, onDone } = props;
  const save = useSave(editMode ? CATEGORY_UPDATE_FAILED : CATEGORY_ADD_FAILED, onDone);
  const [nom, setNom] = useState(row?.nom ?? '');
  const [familleId, setFamilleId] = useState(row ? String(row.famille.id) : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { nom, familleId: chosenId(familleId) };
    if (!row) return void save.perform<Operations['addCategory']>('ajouter-categorie', { input });
    void save.perform<Operations['updateCategory']>('modifier-categorie', {
      params: { id: row.id },
      input,
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NameInput value={nom} onChange={setNom} save={save} />
        <NativeSelect
          label="Famille"
          required
          data={[
            { value: '', label: 'Choisissez une famille' },
            ...families.map((family) => ({ value: String(family.id), label: family.nom })),
          ]}
          value={familleId}
          error={save.errors.familleId}
          disabled={save.pending}
          onChange={(event) => {
            setFamilleId(event.currentTarget.value);
            save.clear('familleId');
          }}
        />
        <Failure message={save.failure} />
        <SaveButtons busy={save.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** 'Ajouter une famille' / 'Modifier la famille': its name. */
export function FamilyDialog({ dialogs }: { dialogs: CategoryDialogs }) {
  const { open } = dialogs;
  const opened = open?.kind === 'famille';
  const row = open?.kind === 'famille' ? open.row : null;
  return (
    <EntryModal
      opened={opened}
      title={dialogs.isEditMode ? 'Modifier la famille' : 'Ajouter une famille'}
      onClose={dialogs.reset}
    >
      {opened && (
        <FamilyForm
          // A new form for each opening: it starts from the row, or empty.
          key={row?.id ?? 'nouvelle'}
          row={row}
          editMode={dialogs.isEditMode}
          onDone={dialogs.reset}
        />
      )}
    </EntryModal>
  );
}

function FamilyForm(props: { row: FamilyRow | null; editMode: boolean; onDone: () => void }) {
  const { row, editMode, onDone } = props;
  const save = useSave(editMode ? FAMILY_UPDATE_FAILED : FAMILY_ADD_FAILED, onDone);
  const [nom, setNom] = useState(row?.nom ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!row)
      return void save.perform<Operations['addFamily']>('ajouter-famille', { input: { nom } });
    void save.perform<Operations['updateFamily']>('modifier-famille', {
      params: { id: row.id },
      input: { nom },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NameInput value={nom} onChange={setNom} save={save} />
        <Failure message={save.failure} />
        <SaveButtons busy={save.pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** What a deletion asks: the row's id, its name, and the operation. */
export interface Removal {
  intent: Removing['intent'];
  id: number;
  /** 'la catégorie « Huiles »' */
  what: string;
}

/**
 * Asks before deleting; a refusal (still in use) is told in the dialog, with what to do, and
 * the dialog stays open for it to be read.
 */
export function RemovalDialog({
  removal,
  onClose,
}: {
  removal: Removal | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={removal !== null}
      onClose={onClose}
      title="Confirmer la suppression"
      size={500}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {removal && (
        <RemovalForm key={`${removal.intent}-${removal.id}`} removal={removal} onClose={onClose} />
      )}
    </Modal>
  );
}

function RemovalForm({ removal, onClose }: { removal: Removal; onClose: () => void }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { pending, perform } = useActionFetcher('Suppression impossible', {
    onDone: onClose,
    onRefused: (refusal) => setRefused(refusal.message),
  });
  return (
    <Stack gap="sm">
      <Text>{`Supprimer ${removal.what} ?`}</Text>
      <Failure message={refused} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Annuler
        </Button>
        <Button
          color="red"
          loading={pending}
          disabled={refused !== null}
          onClick={() => void perform<Removing>(removal.intent, { params: { id: removal.id } })}
        >
          Supprimer
        </Button>
      </Group>
    </Stack>
  );
}

interface MoveDialogProps {
  /** The category whose products move; null closes the dialog. */
  source: CategoryRow | null;
  categories: Categorie[];
  onClose: () => void;
}

/** 'Déplacer les produits': every product of the category goes to the one chosen. */
export function MoveProductsDialog({ source, categories, onClose }: MoveDialogProps) {
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title="Déplacer les produits"
      size={500}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {source && (
        <MoveForm key={source.id} source={source} categories={categories} onClose={onClose} />
      )}
    </Modal>
  );
}

function MoveForm({ source, categories, onClose }: MoveDialogProps & { source: CategoryRow }) {
  const [target, setTarget] = useState('');
  const save = useSave('Produits non déplacés', onClose);
  const others = categories.filter((category) => category.id !== source.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.perform<Operations['moveProducts']>('deplacer-produits', {
      params: { id: source.id },
      input: { versCategorieId: chosenId(target) },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fz="sm">
          {`Les produits de « ${source.nom} » (${source.famille.nom}), de toutes les boutiques, iront dans la catégorie choisie.`}
        </Text>
        <NativeSelect
          label="Vers la catégorie"
          required
          data={[{ value: '', label: 'Choisissez une catégorie' }, ...categoryOptions(others)]}
          value={target}
          error={save.errors.versCategorieId}
          disabled={save.pending}
          onChange={(event) => {
            setTarget(event.currentTarget.value);
            save.clear('versCategorieId');
          }}
        />
        <Failure message={save.failure} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.pending}>
            Annuler
          </Button>
          <Button type="submit" loading={save.pending}>
            Déplacer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
