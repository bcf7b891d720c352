import { z } from 'zod';
import {
  type ImportProblem,
  CATEGORY_REQUIRED,
  priceSchema,
  REQUIRED,
  stockSchema,
} from '#common/seller-products.ts';
import { productTextProblem } from '#common/health-claims.ts';
import {
  NUTRIENTS,
  nutritionOrNull,
  type NutrientKey,
  type NutritionValues,
} from '#common/nutrients.ts';
import { nutritionValuesSchema } from '#common/nutrition.ts';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from '#common/text.ts';
import { MAX_LENGTH, tooLongMessage } from '#common/text-lengths.ts';
import type { CsvCategory, ProductDraft } from './seller-products.repository.ts';

// Products as CSV, the way a producer's spreadsheet saves them: French headers, semicolons
// (French Excel) or commas, UTF-8 with accents, quoted fields. Import checks every row before
// anything is written and reports each problem by line and column.

const PRODUCT_COLUMNS = [
  'nom',
  'description',
  'categorie',
  'prix',
  'stock',
  'producteur',
  'email_producteur',
] as const;
type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/**
 * One optional column per nutrient, its quantity per 100 g in the unit its name ends with
 * (« vitamine_c_mg »): what a « riche en vitamine C » of the description rests on (issue 45).
 */
const NUTRIENT_COLUMNS = NUTRIENTS.map((nutrient) => ({
  key: nutrient.key as NutrientKey,
  header: `${nutrient.label.replace(/^dont /, '')} ${nutrient.unit}`
    .toLocaleLowerCase('fr')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '_'),
}));

export const CSV_COLUMNS = [
  ...PRODUCT_COLUMNS,
  ...NUTRIENT_COLUMNS.map((column) => column.header),
] as const;
type Column = ProductColumn | string;
const REQUIRED_COLUMNS: Column[] = ['nom', 'description', 'categorie', 'prix', 'stock'];
/**
 * Stored as typed: the add form's rules apply, its characters (only the description is
 * multi-line) and its longest values.
 */
const TEXT_COLUMNS = {
  nom: MAX_LENGTH.productName,
  description: MAX_LENGTH.productDescription,
  producteur: MAX_LENGTH.name,
} satisfies Partial<Record<Column, number>>;

/** What is wrong with a text cell, if anything: the row's nutrition values back its claims. */
function textProblem(
  column: keyof typeof TEXT_COLUMNS,
  value: string,
  nutrition: NutritionValues | null,
): string | undefined {
  if (hasForbiddenCharacters(value, { multiline: column === 'description' }))
    return FORBIDDEN_CHARACTERS_MESSAGE;
  const max = TEXT_COLUMNS[column];
  if (value.length > max) return tooLongMessage('Ce champ', max);
  // What the add form publishes is held to the content policy, here as there (the producer's
  // name too: the product page shows it).
  return productTextProblem(value, nutrition);
}

const MAX_IMPORT_ROWS = 1000;

/** Splits CSV text into rows of fields (RFC 4180 quoting, CRLF or LF, optional BOM). */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** The header line decides: more semicolons than commas means semicolons. */
function detectDelimiter(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => header.split(char).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

const normalizeHeader = (header: string) =>
  header
    .trim()
    .toLocaleLowerCase('fr')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[µμ]/gu, 'u')
    .replace(/[\s-]+/g, '_');

/** '12 500', '12500', '12 500 FCFA' → 12500; anything else stays text (and fails the check). */
function toNumber(value: string): number | string {
  const compact = value.replace(/\s|\u202f|fcfa/gi, '');
  return /^-?\d+([.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : value;
}

const emailSchema = z.union([
  z.literal(''),
  z
    .email('L’adresse e-mail doit être valide.')
    .max(MAX_LENGTH.email, 'L’adresse e-mail doit être valide.'),
]);

/** Accents, capitals and the spaces around « / » aside, as the database's unique names are. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Finds a category's id by what a cell says, or says why not: unknown, or a name that categories
 * of several families share (category names are unique only within a family), which then has to
 * be written « Famille / Catégorie ».
 */
export function categoryFinder(list: CsvCategory[]) {
  const byName = new Map<string, CsvCategory[]>();
  const byFamilyAndName = new Map<string, number>();
  for (const category of list) {
    const key = folded(category.nom);
    byName.set(key, [...(byName.get(key) ?? []), category]);
    byFamilyAndName.set(folded(`${category.famille} / ${category.nom}`), category.id);
  }
  return (cell: string): { id: number } | { problem: string } => {
    const [first, ...others] = byName.get(folded(cell)) ?? [];
    if (first && others.length === 0) return { id: first.id };
    if (first) {
      const sharing = [first, ...others].sort((a, b) => a.famille.localeCompare(b.famille, 'fr'));
      const example = sharing[0] ?? first;
      const families = sharing.map((category) => `« ${category.famille} »`).join(', ');
      return {
        problem: `Catégorie ambiguë : « ${cell} » existe dans les familles ${families}. Écrivez « Famille / Catégorie », par exemple « ${example.famille} / ${example.nom} ».`,
      };
    }
    const id = byFamilyAndName.get(folded(cell));
    return id === undefined ? { problem: `Catégorie inconnue : « ${cell} ».` } : { id };
  };
}

export type CategoryFinder = ReturnType<typeof categoryFinder>;

/**
 * How an export names a category so that its import finds it again: its name, or « Famille /
 * Catégorie » when categories of several families share that name.
 */
export function categoryNamer(list: CsvCategory[]) {
  const families = new Map<string, number>();
  for (const category of list) {
    const key = folded(category.nom);
    families.set(key, (families.get(key) ?? 0) + 1);
  }
  return (nom: string, famille: string) =>
    (families.get(folded(nom)) ?? 0) > 1 ? `${famille} / ${nom}` : nom;
}

/** A row's nutrition values, or undefined once each wrong cell is reported. */
function readNutrition(
  cell: (column: Column) => string,
  report: (field: Column, message: string) => void,
): NutritionValues | null | undefined {
  const typed = Object.fromEntries(
    NUTRIENT_COLUMNS.flatMap(({ key, header }) => {
      const value = cell(normalizeHeader(header));
      return value === '' ? [] : [[key, toNumber(value)]];
    }),
  );
  const parsed = nutritionValuesSchema.safeParse(typed);
  if (parsed.success) return nutritionOrNull(parsed.data);
  const reported = new Set<string>();
  for (const issue of parsed.error.issues) {
    const column = NUTRIENT_COLUMNS.find(({ key }) => key === issue.path[0]);
    if (column && !reported.has(column.key)) {
      reported.add(column.key);
      report(normalizeHeader(column.header), issue.message);
    }
  }
  return undefined;
}

export type CsvImport =
  { ok: true; drafts: ProductDraft[] } | { ok: false; problems: ImportProblem[] };

/** Every row checked; either all drafts or the list of problems, never half of each. */
export function readProductsCsv(text: string, findCategory: CategoryFinder): CsvImport {
  const rows = parseCsv(text, detectDelimiter(text));
  const [header, ...body] = rows;
  if (!header)
    return {
      ok: false,
      problems: [{ line: 1, field: 'fichier', message: 'Le fichier est vide.' }],
    };
  const columns = header.map(normalizeHeader);
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      problems: missing.map((column) => ({
        line: 1,
        field: column,
        message: `Colonne « ${column} » absente de l’en-tête.`,
      })),
    };
  }
  if (body.length === 0) {
    return {
      ok: false,
      problems: [{ line: 2, field: 'fichier', message: 'Aucun produit à importer.' }],
    };
  }
  if (body.length > MAX_IMPORT_ROWS) {
    return {
      ok: false,
      problems: [
        {
          line: MAX_IMPORT_ROWS + 2,
          field: 'fichier',
          message: `${MAX_IMPORT_ROWS} produits au plus par fichier.`,
        },
      ],
    };
  }

  const problems: ImportProblem[] = [];
  const drafts: ProductDraft[] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: Column) => (cells[columns.indexOf(column)] ?? '').trim();
    const report = (field: Column, message: string) => problems.push({ line, field, message });

    const nutrition = readNutrition(cell, report);
    const badText = (Object.keys(TEXT_COLUMNS) as (keyof typeof TEXT_COLUMNS)[]).filter(
      (column) => {
        const problem = textProblem(column, cell(column), nutrition ?? null);
        if (problem) report(column, problem);
        return problem !== undefined;
      },
    );
    const name = cell('nom');
    const description = cell('description');
    if (!name) report('nom', REQUIRED);
    if (!description) report('description', REQUIRED);
    const category = cell('categorie') ? findCategory(cell('categorie')) : undefined;
    const categorieId = category && 'id' in category ? category.id : undefined;
    if (!category) report('categorie', CATEGORY_REQUIRED);
    else if ('problem' in category) report('categorie', category.problem);
    const price = priceSchema.safeParse(toNumber(cell('prix')));
    if (!price.success) report('prix', price.error.issues[0]?.message ?? REQUIRED);
    const stock = stockSchema.safeParse(toNumber(cell('stock')));
    if (!stock.success) report('stock', stock.error.issues[0]?.message ?? REQUIRED);
    const email = emailSchema.safeParse(cell('email_producteur'));
    if (!email.success) report('email_producteur', 'L’adresse e-mail doit être valide.');

    if (
      badText.length === 0 &&
      name &&
      description &&
      categorieId !== undefined &&
      price.success &&
      stock.success &&
      email.success &&
      nutrition !== undefined
    ) {
      const producer = cell('producteur');
      drafts.push({
        categorieId,
        name,
        description,
        producer: producer ? { nom: producer, email: email.data || null } : null,
        images: [],
        price: price.data,
        stock: stock.data,
        nutrition,
      });
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, drafts };
}

/** A cell as Excel reads it safely: quoted when needed, formulas defused. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A product's nutrition cells, in the columns' order, decimals with a comma as French Excel
 * writes them (the import reads both). */
export const nutritionCells = (values: NutritionValues | null) =>
  NUTRIENT_COLUMNS.map(({ key }) => {
    const value = values?.[key];
    return value === undefined ? '' : String(value).replace('.', ',');
  });

/** Semicolon-separated UTF-8 with a BOM, so French Excel opens accents and columns right. */
export function writeCsv(header: readonly string[], rows: (string | number)[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The import template: the headers and one example row. */
export function productsCsvTemplate(): string {
  return writeCsv(CSV_COLUMNS, [
    [
      'Beurre de karité brut 250 g',
      'Beurre de karité non raffiné, pressé à froid.',
      'Beurres et huiles',
      4500,
      20,
      'Coopérative Nafa',
      '',
      ...NUTRIENT_COLUMNS.map(() => ''),
    ],
  ]);
}
