import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { passwordSchema } from '#common/accounts.ts';
import { createAccountsRepository } from '#modules/accounts/accounts.repository.ts';
import { createSessionsRepository } from '#modules/accounts/sessions.repository.ts';
import { createAccountsService } from '#modules/accounts/accounts.service.ts';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/runtime.ts';
import { runScript, ScriptFailure } from './run-script.ts';

// `npm run create-admin`: the only way, with the demo seed, to create an administrator (the API
// refuses it). Reads ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD, or asks for what is missing
// when run in a terminal. The password is then typed visibly: prefer the variable on a shared
// screen. On the embedded database it needs the app stopped (one process opens it at a time).

const adminSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, 'Le nom est requis.')
    .max(100, 'Le nom ne doit pas dépasser 100 caractères.'),
  email: z
    .string()
    .trim()
    .min(1, 'L’adresse e-mail est requise.')
    .pipe(z.email('L’adresse e-mail doit être valide.')),
  password: passwordSchema,
});

async function readInput() {
  const given = {
    email: process.env.ADMIN_EMAIL,
    userName: process.env.ADMIN_NAME,
    password: process.env.ADMIN_PASSWORD,
  };
  if (given.email && given.userName && given.password) return given;
  if (!stdin.isTTY) {
    throw new ScriptFailure(
      'Définissez ADMIN_EMAIL, ADMIN_NAME et ADMIN_PASSWORD, ou lancez la commande dans un terminal.',
    );
  }
  const prompt = createInterface({ input: stdin, output: stdout });
  try {
    return {
      email: given.email || (await prompt.question('E-mail : ')),
      userName: given.userName || (await prompt.question('Nom complet : ')),
      password:
        given.password || (await prompt.question('Mot de passe (8 caractères au moins) : ')),
    };
  } finally {
    prompt.close();
  }
}

await runScript(async () => {
  const parsed = adminSchema.safeParse(await readInput());
  if (!parsed.success) {
    throw new ScriptFailure(parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, console.log, 2);
  try {
    const accounts = createAccountsService(
      createAccountsRepository(database.db),
      createSessionsRepository(database.db),
      config.auth,
    );
    const { id } = await accounts.createAdmin(parsed.data);
    console.log(`Administrateur n° ${id} créé : ${parsed.data.email.toLowerCase()}.`);
  } finally {
    await database.close();
  }
});
