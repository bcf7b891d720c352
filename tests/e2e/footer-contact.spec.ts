import { axeViolations } from '../support/accessibility.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';
import fs from 'node:fs/promises';
import { outboxMailFiles } from '../support/mail-reader.ts';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';

// The team's contact details and social pages come from the configuration: this shop has an
// e-mail, a phone and two of the four networks, and shows exactly those.
const shop = shopUnderTest('baobab-e2e-contact-', {
  CONTACT_EMAIL: 'contact@baobab.example',
  CONTACT_PHONE: '+228 90 00 00 00',
  SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/baobab.marche',
  SOCIAL_WHATSAPP_URL: 'https://wa.me/22890000000',
});

// The footer (contact details, newsletter) and the contact page on a 360 px phone, with and
// without JavaScript, on the built app with its own embedded PostgreSQL and no SMTP server:
// e-mails land in DATA_DIR/outbox.

const PHONE = { width: 360, height: 740 };
const SUBSCRIBED = 'Merci ! Votre inscription à la lettre d’information est enregistrée.';
const DUPLICATE = 'Cette adresse e-mail est déjà inscrite.';

async function openPage(pathname: string, options: { javaScript?: boolean } = {}) {
  const context = await shop.browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  await page.goto(`${shop.app.baseUrl}${pathname}`);
  if (options.javaScript !== false) {
    // The footer's no-JavaScript fallback field goes away once React has hydrated the page.
    await page.locator('footer input[name="retour"]').waitFor({ state: 'detached' });
  }
  return page;
}

async function closePage(page: Page) {
  await page.context().close();
}

async function outboxFiles() {
  return outboxMailFiles(path.join(shop.dataDir, 'outbox'));
}

describe('footer', () => {
  it('shows the address, e-mail and phone on a 360 px phone, without horizontal scrolling', async () => {
    const page = await openPage('/contact');
    const footer = page.locator('footer');
    expect(await footer.getByText('45, boulevard du 13 Janvier').isVisible()).toBe(true);
    expect(await footer.getByText('Lomé, Togo').isVisible()).toBe(true);
    const mail = footer.getByRole('link', { name: 'contact@baobab.example' });
    expect(await mail.getAttribute('href')).toBe('mailto:contact@baobab.example');
    const phone = footer.getByRole('link', { name: '+228 90 00 00 00' });
    expect(await phone.getAttribute('href')).toBe('tel:+22890000000');
    for (const name of ['Mentions légales', 'Politique de confidentialité', 'Contact']) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    // The configured networks, and only them (no empty icon for Facebook or TikTok).
    const social = footer.getByRole('link', { name: /^Baobab sur / });
    expect(
      await social.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
      ),
    ).toEqual([
      ['Baobab sur Instagram', 'https://www.instagram.com/baobab.marche'],
      ['Baobab sur WhatsApp', 'https://wa.me/22890000000'],
    ]);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Baobab`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await axeViolations(page, ['footer'])).toEqual([]);
    await closePage(page);
  });

  it('subscribes to the newsletter, then refuses the same address and a bad one', async () => {
    const page = await openPage('/mentions-legales');
    const footer = page.locator('footer');
    const email = footer.getByLabel('Votre adresse e-mail');
    const subscribe = footer.getByRole('button', { name: 'S’abonner' });

    await email.fill('Afi.Lawson@exemple.tg');
    await subscribe.click();
    await footer.getByText(SUBSCRIBED).waitFor();
    await expect.poll(() => email.inputValue()).toBe('');
    // Sent by the fetcher: the page did not change.
    expect(new URL(page.url()).search).toBe('');

    await email.fill('afi.lawson@exemple.tg');
    await subscribe.click();
    await footer.getByText(DUPLICATE).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('afi.lawson@');
    await subscribe.click();
    await footer.getByText('L’adresse e-mail doit être valide.').waitFor();

    // The server kept exactly one subscription.
    const again = await fetch(`${shop.app.baseUrl}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'AFI.LAWSON@exemple.tg' }),
    });
    expect(again.status).toBe(409);
    await closePage(page);
  });

  it('subscribes without JavaScript and comes back to the same page', async () => {
    const page = await openPage('/politique-de-confidentialite', { javaScript: false });
    const footer = page.locator('footer');
    await footer.getByLabel('Votre adresse e-mail').fill('yao.sans-js@exemple.tg');
    await footer.getByRole('button', { name: 'S’abonner' }).click();
    await page.waitForURL(/\/politique-de-confidentialite\?newsletter=inscrit/);
    await footer.getByText(SUBSCRIBED).waitFor();

    await footer.getByLabel('Votre adresse e-mail').fill('');
    await footer.getByRole('button', { name: 'S’abonner' }).click();
    await page.waitForURL(/newsletter=requis/);
    await footer.getByText('L’adresse e-mail est requise.').waitFor();
    await closePage(page);
  });
});

describe('contact page', () => {
  it('shows the French validation messages, then sends the message and e-mails it', async () => {
    const page = await openPage('/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    const send = form.getByRole('button', { name: 'Envoyer' });

    await send.click();
    await form.getByText('Le nom est requis.').waitFor();
    await form.getByText('L’adresse e-mail est requise.').waitFor();
    await form.getByText('Le message est requis.').waitFor();
    expect(await outboxFiles()).toEqual([]);

    await form.getByLabel('Nom').fill('Akossiwa Dzifa');
    await form.getByLabel('E-mail').fill('akossiwa@');
    await form.getByLabel('Message').fill('Vos tisanes de kinkéliba sont-elles bio ?');
    await send.click();
    await form.getByText('L’adresse e-mail doit être valide.').waitFor();
    expect(await form.getByText('Le nom est requis.').count()).toBe(0);

    await form.getByLabel('E-mail').fill('akossiwa@exemple.tg');
    await send.click();
    await page.getByText('Votre message a été envoyé !').waitFor();
    // The form starts empty again.
    expect(await form.getByLabel('Nom').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    // The team's copy, and the sender's acknowledgement.
    await expect.poll(outboxFiles).toHaveLength(2);
    const emls = await Promise.all(
      (await outboxFiles()).map((file) =>
        fs.readFile(path.join(shop.dataDir, 'outbox', file), 'utf8'),
      ),
    );
    const team = emls.find((eml) => /^To: contact@baobab\.example$/m.test(eml));
    expect(team).toContain('akossiwa@exemple.tg');
    expect(emls.some((eml) => /^To: akossiwa@exemple\.tg$/m.test(eml))).toBe(true);

    expect(await axeViolations(page, ['main'])).toEqual([]);
    await closePage(page);
  });

  it('brings the confirmation into view and focuses it on a 360 px phone', async () => {
    const page = await openPage('/contact');
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByLabel('Nom').fill('Yawa Mensah');
    await form.getByLabel('E-mail').fill('yawa@exemple.tg');
    // A real question is several lines long: the button ends far below the page's top.
    const lines = Array.from({ length: 12 }, (_, line) => `Ligne ${line + 1} de ma question.`);
    await form.getByLabel('Message').fill(lines.join('\n'));
    await form.getByRole('button', { name: 'Envoyer' }).click();

    const confirmation = page
      .getByRole('status')
      .filter({ hasText: 'Votre message a été envoyé !' });
    await confirmation.waitFor();
    await expect
      .poll(() => confirmation.evaluate((element) => element === document.activeElement))
      .toBe(true);
    // Inside the screen, and below the sticky header rather than under it.
    const box = await confirmation.boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await closePage(page);
  });

  it('works without JavaScript', async () => {
    const page = await openPage('/contact', { javaScript: false });
    const form = page.getByRole('form', { name: 'Formulaire de contact' });
    await form.getByLabel('Nom').fill('Edem');
    await form.getByLabel('E-mail').fill('pas-une-adresse');
    await form.getByLabel('Message').fill('Bonjour !');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.getByText('L’adresse e-mail doit être valide.').waitFor();
    // What was typed is still there, to correct.
    expect(await form.getByLabel('Nom').inputValue()).toBe('Edem');

    await form.getByLabel('E-mail').fill('edem@exemple.tg');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Votre message a été envoyé !').waitFor();
    // Three messages sent in this file so far, each to the team and acknowledged to its sender.
    await expect.poll(outboxFiles).toHaveLength(6);
    await closePage(page);
  });
});

describe('legal pages', () => {
  it.each([
    ['/mentions-legales', 'Mentions légales', 'Hébergement'],
    [
      '/politique-de-confidentialite',
      'Politique de confidentialité',
      'loi togolaise n° 2019-014 du 29 octobre 2019',
    ],
  ])('%s renders its <h1> and content', async (pathname, heading, excerpt) => {
    const page = await openPage(pathname);
    expect(await page.locator('main h1').textContent()).toBe(heading);
    expect(await page.locator('main').textContent()).toContain(excerpt);
    expect(await page.title()).toBe(`${heading} — Baobab`);
    expect(await axeViolations(page, ['main'])).toEqual([]);
    await closePage(page);
  });
});

describe('with no contact details configured', () => {
  let bare: AppProcess;
  let bareDataDir: string;

  beforeAll(async () => {
    bareDataDir = await seededDataDir('baobab-e2e-no-contact-');
    bare = await startAppProcess({ DATA_DIR: bareDataDir });
  });
  afterAll(async () => {
    await bare?.stop();
    if (bareDataDir) await fs.rm(bareDataDir, { recursive: true, force: true });
  });

  it.each(['/', '/contact', '/mentions-legales', '/politique-de-confidentialite'])(
    '%s shows no e-mail, phone or social link, and no made-up address',
    async (pathname) => {
      const html = await (await fetch(`${bare.baseUrl}${pathname}`)).text();
      const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
      expect(footer).not.toBe('');
      expect(footer).not.toContain('.example');
      expect(footer).not.toContain('Suivez-nous');
      expect(html).not.toMatch(/ sur (Facebook|Instagram|WhatsApp|TikTok)"/);
      expect(html).not.toMatch(/href="(mailto|tel):/);
    },
  );

  it('sends the legal pages’ readers to the contact form instead of an address', async () => {
    const html = await (await fetch(`${bare.baseUrl}/politique-de-confidentialite`)).text();
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>notre formulaire de contact<\/a>/);
  });
});
