import { z } from 'zod';

// Zod's built-in messages in French. Imported once, for its effect, by the server: the API and
// the site's loaders and actions run in that process. Browser forms give their own messages.
z.config(z.locales.fr());
