import type { z } from 'zod';
import { healthContentProblem } from './health-claims.ts';

/**
 * No health claim in a text visitors read (decision 024, issue 45): the screen's French message
 * beside the field, for the forms' actions and the API alike. Kept apart from health-claims.ts,
 * which pages load without Zod.
 */
export const withoutHealthClaims = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((value, context) => {
    const problem = healthContentProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
