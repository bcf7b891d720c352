import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it("turns Zod's compiled parsers off in the browser, through the configuration Zod reads", async () => {
    // As in the browser, where this module runs before any route module loads Zod.
    globalThis.document = {} as Document;
    try {
      await import('./zod-without-eval.ts');
      const { config } = await import('zod/v4/core');
      expect(config().jitless).toBe(true);
    } finally {
      // @ts-expect-error -- Node has no document: the test put it there.
      delete globalThis.document;
    }
  });
});
