import { z } from 'zod';

// Zod's built-in messages in French, for every schema of the app, API and forms.
// Imported once for its effect by the server and the browser entry.
z.config(z.locales.fr());
