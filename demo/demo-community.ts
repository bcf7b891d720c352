import { randomUUID } from 'node:crypto';
import { commentDraftSchema } from '#common/community-schemas.ts';
import { frenchTypography } from '#common/typography.ts';
import { createRecipesRepository } from '#modules/recipes/recipes.repository.ts';
import { createBlogRepository } from '#modules/blog/blog.repository.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import { createClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';
import { createCommunityRepository } from '#modules/community/community.repository.ts';
import { createCommunityService } from '#modules/community/community.service.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import type { Database } from '#modules/db/client.ts';
import { demoActors } from './demo-history.ts';

// Likes, ratings and comments of the demo accounts on the demo articles and the shops' published
// recipes (issue 18), through the community service at dates after each one's publication, so the
// blog's cards and pages, the recipe pages and
// the back-office's 'Commentaires' are alive on first start; one comment, an advertisement, is
// reported by a reader. The texts pass the comment rules (no health claim, one link at most).

const HOUR_MS = 60 * 60 * 1000;

const COMMENTS = [
  'Merci pour la recette, je l’ai essayée ce week-end : toute la famille a adoré.',
  'Très clair, j’ignorais qu’il fallait couvrir pendant l’infusion.',
  'Ma grand-mère faisait exactement comme ça à Lomé. Ça me rappelle des souvenirs !',
  'Je le prépare avec un peu de menthe fraîche, c’est délicieux.',
  'Article utile et bien écrit, merci à l’équipe.',
  'Où trouve-t-on le beurre de karité non raffiné sur le site ?',
  'J’ai suivi les conseils de conservation, mon pot est resté parfait pendant des mois.',
  'Bonne idée, je vais composer un coffret pour ma sœur.',
] as const;

const ADVERTISEMENT =
  'Je vends le même produit deux fois moins cher, écrivez-moi sur WhatsApp au 90 00 00 00.';

/** A demo comment, checked by the rules every comment passes. */
const draft = (name: string, text: string) =>
  commentDraftSchema.parse({ name, text: frenchTypography(text) });

export async function seedDemoCommunity(db: Database, now: Date): Promise<void> {
  let time = now.getTime();
  const clock = () => new Date(time);
  const blog = createBlogRepository(db);
  const recipes = createRecipesRepository(db);
  const community = createCommunityService({
    repository: createCommunityRepository(db),
    rateLimits: createSharedRateLimits(db, clock),
    lookups: { article: blog.publishedTitle, recette: recipes.publishedTitle },
    claims: createClaimRecorder(createClaimQueueRepository(db), clock),
    clock,
  });
  const { buyers, sellerOf } = await demoActors(db);
  const readers = [...buyers, ...sellerOf.values()];
  const articles = await blog.listArticles({});
  const targets = [
    ...articles.map((article) => ({ kind: 'article' as const, ...article })),
    ...(await recipes.listPublished({ words: [] })).map((recipe) => ({
      kind: 'recette' as const,
      ...recipe,
    })),
  ];
  let written = 0;
  for (const [index, { kind, id, publishedAt }] of targets.entries()) {
    const target = { kind, id };
    const published = new Date(publishedAt).getTime();
    for (const [position, reader] of readers.entries()) {
      const request = { identity: { accountId: reader.id }, client: 'démo' };
      if ((index + position) % 3 !== 0) await community.like(request, target, true);
      if ((index + position) % 2 === 0) {
        await community.rate(request, target, 3 + ((index + position) % 3));
      }
    }
    for (let count = 0; count < index % 4; count += 1) {
      // Each demo account in turn, the buyers first.
      const reader = readers[written % readers.length];
      if (!reader) continue;
      time = Math.min(published + (count + 1) * 5 * HOUR_MS, now.getTime());
      const text = COMMENTS[written++ % COMMENTS.length] ?? COMMENTS[0];
      await community.comment(
        { identity: { accountId: reader.id }, client: 'démo' },
        target,
        draft(reader.userName, text),
      );
    }
  }

  // An anonymous reader's advertisement under the newest article, reported by a buyer.
  const [newest] = articles;
  const [reporter] = buyers;
  if (!newest || !reporter) return;
  time = now.getTime() - HOUR_MS;
  const advertisement = await community.comment(
    { identity: { cookieId: randomUUID() }, client: 'démo' },
    { kind: 'article', id: newest.id },
    draft('Bonnes affaires', ADVERTISEMENT),
  );
  time = now.getTime();
  if (advertisement.id !== null) {
    await community.report(
      { identity: { accountId: reporter.id }, client: 'démo' },
      advertisement.id,
    );
  }
}
