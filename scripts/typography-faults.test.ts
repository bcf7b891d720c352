import { describe, expect, it } from 'vitest';
import { typographyFaults, withTypography } from './typography-faults.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('typographyFaults', () => {
  it('finds an ordinary space before « : ; ! ? », inside « » and a straight apostrophe, by line', () => {
    const source = [
      "const title = 'Déjà un compte ?';",
      'export const Note = () => <p>Total : {total}</p>;',
      "const quoted = (name: string) => `Le produit « ${name} » n\\'existe plus.`;",
      'const label = "Nom de l\'adresse";',
      'export const Fact = () => <p>{label} : {value}</p>;',
    ].join('\n');
    expect(typographyFaults('screen.tsx', source).map(({ line, found }) => [line, found])).toEqual([
      [1, 'Déjà un compte ?'],
      [2, 'Total : '],
      [3, 'Le produit « '],
      [3, " » n\\'existe plus."],
      [4, "Nom de l'adresse"],
      [5, ' : '],
    ]);
  });

  it('leaves code alone: modules, types, SQL, regular expressions, URLs and times', () => {
    const source = [
      "import { x } from './a b ?.ts';",
      "type Mode = 'a ? b';",
      "const rows = sql`select * from t where a = ? and b = 'x'`;",
      "const pattern = new RegExp('\\\\w+ : \\\\d');",
      "const link = 'https://baobab.example/produits?q=karit%C3%A9';",
      "const time = 'Livré à 12:30';",
      "const css = 'a:hover';",
    ].join('\n');
    expect(typographyFaults('code.ts', source)).toEqual([]);
  });

  it('keeps the stored country name and the spec’s quirks without a space', () => {
    const source = [
      'const country = "Côte d\'Ivoire";',
      "const total = 'Total Général:';",
      "const added = 'Produit ajouté au panier!';",
    ].join('\n');
    expect(typographyFaults('spec.ts', source)).toEqual([]);
  });
});

describe('withTypography', () => {
  it('sets the faults right in place, JSX entities and escaped apostrophes included', () => {
    const source = [
      "const a = 'Vraiment ? C\\'est « fini » !';",
      'const B = () => <p>L&apos;équipe : merci</p>;',
    ].join('\n');
    expect(withTypography('fix.tsx', source)).toBe(
      [
        `const a = 'Vraiment${NNBSP}? C’est «${NNBSP}fini${NNBSP}»${NNBSP}!';`,
        `const B = () => <p>L’équipe${NBSP}: merci</p>;`,
      ].join('\n'),
    );
  });
});
