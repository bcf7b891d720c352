import { z } from 'zod';

/** A write's answer when all it says is that it is done: its French confirmation. */
export const confirmationSchema = z.object({ message: z.string() });
