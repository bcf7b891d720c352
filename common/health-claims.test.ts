import { describe, expect, it } from 'vitest';
import { healthContentProblem, screenHealthContent } from './health-claims.ts';
import { frenchTypography } from './typography.ts';

const claimsIn = (text: string) => screenHealthContent(text).claims;

describe('the health claims screening', () => {
  it('finds the promises to heal, treat or prevent, as the seller wrote them', () => {
    expect(claimsIn('Cette tisane guérit le paludisme en trois jours.')).toEqual([
      'guérit',
      'paludisme',
    ]);
    expect(claimsIn('Soigne les boutons et traite l’acné.')).toEqual(['Soigne', 'traite', 'acné']);
    expect(claimsIn('Un remède de grand-mère qui prévient le rhume')).toEqual([
      'remède',
      'prévient',
      'rhume',
    ]);
    expect(claimsIn('Une cure de 21 jours, aux vertus médicinales.')).toEqual([
      'cure',
      'médicinales',
    ]);
  });

  it('ignores accents, capitals and the kind of space, and names each word once', () => {
    expect(claimsIn('GUERIT le Diabète ; guérit aussi le DIABETE')).toEqual(['GUERIT', 'Diabète']);
    expect(claimsIn('Idéal contre le mal\u00a0des transports')).toEqual([
      'mal\u00a0des transports',
    ]);
  });

  it('matches whole words only', () => {
    expect(claimsIn('Kit de manucure et de pédicure au karité')).toEqual([]);
    expect(claimsIn('Riche en antioxydants ; crème anti-âge et antitaches')).toEqual([]);
    expect(claimsIn('Un savon soigneusement découpé, un emballage soigné')).toEqual([]);
  });

  it('takes « anti-inflammatoire » as one claim', () => {
    expect(claimsIn('Une huile anti-inflammatoire et antibactérienne')).toEqual([
      'anti-inflammatoire',
      'antibactérienne',
    ]);
  });

  it('lets untreated crops say so: « non traité », « sans traitement »', () => {
    expect(
      claimsIn('Bois de karité non traité, graines séchées sans traitement chimique.'),
    ).toEqual([]);
    expect(claimsIn('Un traitement naturel pour la peau')).toEqual(['traitement']);
  });

  it('accepts a condition named in a precaution, never a promise', () => {
    expect(claimsIn('Déconseillé en cas d’hypertension et aux personnes diabétiques.')).toEqual([]);
    expect(
      claimsIn('Si vous prenez un traitement, demandez l’avis d’un professionnel de santé.'),
    ).toEqual([]);
    expect(claimsIn('Protège du diabète. Déconseillé aux enfants.')).toEqual(['diabète']);
    expect(claimsIn('Ne pas utiliser pendant la grossesse : ce thé guérit tout.')).toEqual([
      'guérit',
    ]);
  });

  it('asks for « Ne pas dépasser la dose indiquée » beside a daily dose', () => {
    expect(screenHealthContent('Deux gélules par jour, au cours d’un repas.')).toMatchObject({
      claims: [],
      doseWithoutWarning: true,
      verdict: 'refused',
    });
    expect(
      screenHealthContent('Deux gélules par jour. Ne pas dépasser la dose indiquée.')
        .doseWithoutWarning,
    ).toBe(false);
    // Any unit counts (issue 45: « 4 sachets par jour »), a tea's cups too; water does not, and
    // a dose's number and « par jour » must share a sentence.
    expect(screenHealthContent('Deux à trois tasses par jour.').doseWithoutWarning).toBe(true);
    expect(screenHealthContent('4 sachets par jour.').doseWithoutWarning).toBe(true);
    expect(screenHealthContent('Appliquer matin et soir.').doseWithoutWarning).toBe(false);
    expect(
      screenHealthContent('Une cuillère de miel. Buvez un litre d’eau par jour.')
        .doseWithoutWarning,
    ).toBe(false);
  });

  it('tells the seller which words to rephrase, in French typography', () => {
    expect(healthContentProblem('Guérit le diabète.')).toBe(
      frenchTypography(
        'Reformulez sans allégation de santé : « Guérit », « diabète ». Voir la politique de contenu.',
      ),
    );
    expect(healthContentProblem('Trois gélules par jour.')).toBe(
      frenchTypography(
        'Une dose par jour s’accompagne de la mention « Ne pas dépasser la dose indiquée ». Voir la politique de contenu.',
      ),
    );
    expect(healthContentProblem('Beurre de karité brut, baratté à la main.')).toBeUndefined();
  });
});
