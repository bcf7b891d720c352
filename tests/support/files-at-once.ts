/**
 * End-to-end files run three at a time (vitest.config.ts; decisions 040 and 062), each holding
 * one of as many shared shops (shared-shops.ts).
 */
export const END_TO_END_FILES_AT_ONCE = 3;
