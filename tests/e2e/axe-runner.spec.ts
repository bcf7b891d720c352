import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, seriousViolations } from '../support/accessibility.ts';
import { launchBrowser } from '../support/browser.ts';

// The scans of every other file pass when they find nothing: this one shows that the runner
// finds what is there, on a page made to fail, and only inside the parts it is asked to scan.

const FAULTY_PAGE = `<!doctype html><html lang="fr"><head><title>Page fautive</title></head><body>
<main><h1>Produits</h1><img src="karite.webp"><p style="color:#777;background:#888">Peu lisible</p>
<button></button></main>
<aside><img src="savon.webp"></aside>
<footer><p>Petite note</p></footer></body></html>`;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setContent(FAULTY_PAGE);
});
afterAll(() => browser?.close());

describe('the accessibility scans (axe-core run in the page)', () => {
  it('report the serious and critical violations of the whole page, with their elements', async () => {
    expect(await seriousViolations(page)).toEqual([
      expect.objectContaining({ rule: 'button-name', targets: ['button <button></button>'] }),
      expect.objectContaining({
        rule: 'color-contrast',
        targets: [expect.stringMatching(/^main > p <p style=.*>Peu lisible<\/p>$/)],
      }),
      expect.objectContaining({
        rule: 'image-alt',
        targets: [expect.stringContaining('karite.webp'), expect.stringContaining('savon.webp')],
      }),
    ]);
  });

  it('scan only the parts named, and find nothing in a part without fault', async () => {
    const inAside = await axeViolations(page, ['aside']);
    expect(inAside.map((violation) => violation.rule)).toEqual(['image-alt']);
    expect(inAside[0]!.nodes.map((node) => node.target)).toEqual([
      expect.stringContaining('savon.webp'),
    ]);
    expect(await axeViolations(page, ['footer'])).toEqual([]);
  });
});
