import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every validation message written in common/ (the forms', the actions' and the API's, which
// share them) that is a sentence, with its verb (« est requis », « doit être »…): its subject
// has its article (« Le nom est requis. », not « Nom est requis »), the participle agrees with it
// (« La ville est requise. »), and it ends with its full stop. A short label without a verb
// (« Page invalide. », « Identifiant invalide. ») is the usual elliptic form of an error and is
// not a sentence to check.

const FOLDER = path.dirname(new URL(import.meta.url).pathname);
const A_RULE = /\b(est requise?|sont requise?s|doit|doivent)\b/;

function messages(): { where: string; text: string }[] {
  return fs
    .readdirSync(FOLDER)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) => {
      const file = path.join(FOLDER, name);
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const found: { where: string; text: string }[] = [];
      const visit = (node: ts.Node) => {
        const isText =
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateExpression(node);
        if (isText && !ts.isImportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent)) {
          // A template is read whole, its values written `${…}`.
          const text = ts.isTemplateExpression(node)
            ? node.getText(source).slice(1, -1)
            : node.text;
          if (A_RULE.test(text) && /^\S+ /.test(text)) {
            const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
            found.push({ where: `common/${name}:${line}`, text });
          }
          return;
        }
        node.forEachChild(visit);
      };
      visit(source);
      return found;
    });
}

/** What may open a message: an article or another determiner, or a value that starts a sentence. */
const SUBJECT =
  /^(Le|La|Les|L’|Ce|Cet|Cette|Ces|Un|Une|Votre|Vos|Chaque|Aucun|Aucune|Ses|Son|Sa|Leur|\$\{)/;
const FEMININE_OPENING = /^(La|Cette|Une|Aucune|Sa) /;
const MASCULINE_OPENING = /^(Le|Ce|Cet|Un|Aucun|Son) /;
/** Nouns after « L’ » or « Votre », whose article does not say their gender: reviewed here. */
const GENDER: Record<string, 'f' | 'm'> = {
  adresse: 'f',
  'e-mail': 'm',
  identifiant: 'm',
  express: 'm',
  image: 'f',
  opérateur: 'm',
  en: 'm', // « L’en-tête … »
};

const list = messages();

describe('validation messages in common/', () => {
  it('are found (the scan reads the schemas)', () => {
    expect(list.length).toBeGreaterThan(30);
  });

  it('open with their subject’s article and end with a full stop', () => {
    // The clause that states the rule: « Date de naissance invalide : l’âge doit être… ».
    const clause = (text: string) =>
      text.split(/ : |\u00a0: |; /).find((part) => A_RULE.test(part)) ?? text;
    const capitalized = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);
    const wrong = list.filter(
      ({ text }) => !SUBJECT.test(capitalized(clause(text))) || !/[.?!»)]$/.test(text),
    );
    expect(wrong).toEqual([]);
  });

  it('agree with their subject’s gender', () => {
    const required = (text: string) =>
      /\brequise\b/.test(text) ? 'f' : /\brequis\b/.test(text) ? 'm' : null;
    const wrong = list.filter(({ text }) => {
      const agreement = required(text);
      if (!agreement) return false;
      if (FEMININE_OPENING.test(text)) return agreement !== 'f';
      if (MASCULINE_OPENING.test(text)) return agreement !== 'm';
      const noun = /^(?:L’|Votre )([\p{L}-]+)/u.exec(text)?.[1]?.toLowerCase();
      return noun === undefined || GENDER[noun] !== agreement;
    });
    expect(wrong).toEqual([]);
  });
});
