import { z } from 'zod';
import { SETTINGS_PANELS } from '#common/shop-settings.ts';

/** A settings panel's change history as the API returns it (common/settings-history.ts). */
export const settingsHistorySchema = z.array(
  z.object({
    id: z.number().int(),
    panel: z.enum(SETTINGS_PANELS),
    actorName: z.string(),
    changes: z.array(z.object({ label: z.string(), from: z.string(), to: z.string() })),
    createdAt: z.string().meta({ example: '2026-11-24T15:30:00.000Z' }),
  }),
);
