import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The site's own words, read from the source as scripts/check-typography.ts reads them (JSX
// text, string and template literals of app/, common/, core/, demo/ and server/): no English left where
// French is written, and no name put after « de » or « que » without its elision (« de Awa »,
// « de Afitin »): names go through `ofName` (common/french-elision.ts).

const ROOTS = ['app', 'common', 'core', 'demo', 'server'];
const NOT_SOURCE = /\.(test|api\.test|spec)\.tsx?$|\.d\.ts$/;

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    fs
      .readdirSync(root, { withFileTypes: true, recursive: true })
      .filter(
        (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !NOT_SOURCE.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

interface Found {
  where: string;
  text: string;
}

const isModulePath = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isLiteralTypeNode(node.parent) ||
  (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);

/** Every text of the sources, and each place where a text is followed by a value. */
function readTexts() {
  const texts: Found[] = [];
  const joins: (Found & { value: string })[] = [];
  for (const file of sourceFiles()) {
    const content = fs.readFileSync(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        if (!isModulePath(node) && !ts.findAncestor(node, ts.isTaggedTemplateExpression)) {
          texts.push({ where: where(node), text: ts.isJsxText(node) ? node.text : node.text });
        }
      }
      // `… de ${name}`: a template's text, then its value.
      if (ts.isTemplateSpan(node)) {
        const before = node.parent.templateSpans.indexOf(node);
        const text =
          before === 0
            ? node.parent.head.text
            : node.parent.templateSpans[before - 1]!.literal.text;
        joins.push({ where: where(node), text, value: node.expression.getText(source) });
      }
      // <>… de {name}</>: a JSX text, then an expression.
      if (ts.isJsxExpression(node) && node.expression) {
        const siblings = node.parent
          .getChildren(source)
          .flatMap((child) =>
            child.kind === ts.SyntaxKind.SyntaxList ? child.getChildren(source) : [child],
          );
        const previous = siblings[siblings.indexOf(node) - 1];
        if (previous && ts.isJsxText(previous)) {
          joins.push({
            where: where(node),
            text: previous.text,
            value: node.expression.getText(source),
          });
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return { texts, joins };
}

const { texts, joins } = readTexts();

/** The spec's stored values, kept in the data and the API, and the API's pages that name them. */
const STORED_VALUES = new Set(['Lifestyle']);
const DOCUMENTS_STORED_VALUES = ['server/api/blog/', 'core/blog/blog.operations.ts'];
/** The helper that writes « de » and « d’ ». */
const ELISION_HELPER = 'common/french-elision.ts';

describe('the site’s words', () => {
  it('leave no English where French is written', () => {
    const english = /\b(Dashboard|Email|Lifestyle|Settings|Log ?in|Log ?out|Password)\b/;
    const left = texts.filter(
      ({ where, text }) =>
        english.test(text) &&
        !STORED_VALUES.has(text) &&
        !DOCUMENTS_STORED_VALUES.some((folder) => where.startsWith(folder)),
    );
    expect(left).toEqual([]);
  });

  it('put no name after « de » or « que » without its elision', () => {
    // Values that hold a person's, a shop's or a product's name (they may start with a vowel).
    const aName = /(name|Name|author|answeredBy|client|title|Title)\)?$/;
    const unelided = joins.filter(
      ({ where, text, value }) =>
        /(^|[\s(«])(de|que)\s$/.test(text) &&
        aName.test(value) &&
        !where.startsWith(ELISION_HELPER),
    );
    expect(unelided).toEqual([]);
  });
});
