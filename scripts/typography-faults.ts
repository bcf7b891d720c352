// What scripts/check-typography.ts looks for (issue 17, decision 023): in the texts of a source
// file that a reader may see (JSX text, string and template literals), an ordinary space before
// « : ; ! ? » or inside « », or a straight apostrophe between letters. Code never holds those
// (identifiers, URLs, CSS, times like "12:30" and regular expressions have no space before the
// mark), so a literal is checked unless it is a module path, a type, a tagged template (SQL) or
// a regular expression's source.

import ts from 'typescript';
import { frenchTypography } from '#common/typography.ts';

export interface TypographyFault {
  /** 1-based line of the text. */
  line: number;
  /** The text as written, and as it should be. */
  found: string;
  expected: string;
}

/**
 * Texts kept as they are. The spec's quirks (« Total Général: », « Produit ajouté au panier! »)
 * need no place here: they have no space before the mark, and only an ordinary space is refused.
 */
const KEPT = new Set([
  // A stored value, not only a label: accounts, addresses and orders hold the country by this
  // name (phone prefixes, delivery zones and payment methods are looked up by it).
  "Côte d'Ivoire",
]);

const isCode = (node: ts.Node): boolean => {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    (ts.isNewExpression(parent) && parent.expression.getText() === 'RegExp') ||
    ts.findAncestor(node, ts.isTaggedTemplateExpression) !== undefined
  );
};

/** The literal's text as it stands between its delimiters in the file. */
function writtenText(node: ts.Node, source: ts.SourceFile): { start: number; text: string } {
  // A JSX text starts where it is, leading spaces included (getStart would skip them).
  if (ts.isJsxText(node)) return { start: node.pos, text: source.text.slice(node.pos, node.end) };
  const start = node.getStart(source);
  const raw = source.text.slice(start, node.getEnd());
  // '…' "…" `…` `…${ }…${ }…` : the delimiters are one character, `${` two.
  const open = 1;
  const close = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
  return { start: start + open, text: raw.slice(open, raw.length - close) };
}

/** The written text set right: an escaped (\') or JSX (&apos;) straight apostrophe is one too. */
const typeset = (written: string) =>
  frenchTypography(written.replace(/(?<=\p{L})(?:\\'|&apos;)(?=\p{L})/gu, "'"));

interface Rewrite {
  start: number;
  end: number;
  found: string;
  expected: string;
}

function rewrites(fileName: string, content: string): Rewrite[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, content, ts.ScriptTarget.Latest, true, kind);
  const found: Rewrite[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxText(node) ||
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)) &&
      !isCode(node)
    ) {
      const { start, text } = writtenText(node, source);
      const expected = typeset(text);
      if (expected !== text && !KEPT.has(text)) {
        found.push({ start, end: start + text.length, found: text, expected });
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

export function typographyFaults(fileName: string, content: string): TypographyFault[] {
  return rewrites(fileName, content).map(({ start, found, expected }) => ({
    line: content.slice(0, start).split('\n').length,
    found,
    expected,
  }));
}

/** The file with every fault set right (`--fix`). */
export function withTypography(fileName: string, content: string): string {
  return rewrites(fileName, content).reduceRight(
    (text, { start, end, expected }) => text.slice(0, start) + expected + text.slice(end),
    content,
  );
}
