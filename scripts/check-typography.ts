// Fails when a text of the site, the API or the e-mails breaks French typography (issue 17,
// decision 023; scripts/typography-faults.ts says what it looks for), naming file and line.
// Part of `npm run lint`. `--fix` rewrites the faults in place.

import fs from 'node:fs/promises';
import path from 'node:path';
import { typographyFaults, withTypography } from './typography-faults.ts';

const ROOTS = ['app', 'common', 'core', 'demo', 'server'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|api\.test|spec)\.tsx?$|\.d\.ts$/;
/** Texts that are not prose, or not ours to set. */
const LEFT_OUT = [
  // An inline script's source, held in a string.
  'app/early-taps.ts',
];

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !LEFT_OUT.some((left) => file.startsWith(left)));
}

const fix = process.argv.includes('--fix');
/** The text with its no-break spaces shown, which a terminal prints as plain spaces. */
const visible = (text: string) =>
  JSON.stringify(text.replaceAll('\u202f', '⟨U+202F⟩').replaceAll('\u00a0', '⟨U+00A0⟩'));
const files = (await Promise.all(ROOTS.map(sourceFiles))).flat();
let faults = 0;
for (const file of files) {
  const content = await fs.readFile(file, 'utf8');
  if (fix) {
    const fixed = withTypography(file, content);
    if (fixed !== content) await fs.writeFile(file, fixed);
    continue;
  }
  for (const fault of typographyFaults(file, content)) {
    faults += 1;
    console.error(`${file}:${fault.line}: ${visible(fault.found)} → ${visible(fault.expected)}`);
  }
}
if (fix) {
  console.log('Textes corrigés : passez Prettier sur les fichiers modifiés.');
} else if (faults > 0) {
  console.error(`${faults} texte(s) à corriger : node scripts/check-typography.ts --fix`);
  process.exit(1);
} else {
  console.log(`Typographie française respectée (${files.length} modules).`);
}
