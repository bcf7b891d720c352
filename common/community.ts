import { formatRating } from './reviews.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';

// The blog's community (issue 18): likes, ratings and comments of readers (an account, or an
// anonymous reader known by a signed cookie) on a target. Shared by the forms, the route actions
// and the API so they agree. A target is named by its kind and id, so that other pages (recipes)
// take the same reactions and comments.

/**
 * What readers react to. Each kind needs a lookup that says whether a target of that kind exists
 * and is public (core/community/community.service.ts `TargetLookups`).
 */
export const TARGET_KINDS = ['article', 'recette'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** Who reads: an account, or the anonymous reader of a signed cookie. */
export type ReaderIdentity = { accountId: number } | { cookieId: string };

/**
 * Who reads, for a reader's write: the signed-in account, else the cookie's anonymous reader;
 * `orCreate` makes a new one when there is neither.
 */
export interface WritingReader {
  current(): Promise<ReaderIdentity | null>;
  orCreate(): Promise<ReaderIdentity>;
}

/** A request's reader as the server finds it (server/plugins/reader-cookie.ts). */
export interface RequestReader {
  /** Who reads, if known: the signed-in account, else a valid reader cookie's; null otherwise. */
  current(): Promise<ReaderIdentity | null>;
  /**
   * The same, made when unknown: a new anonymous reader, with the `Set-Cookie` header value the
   * answer must carry (null when the reader was known).
   */
  orCreate(): Promise<{ identity: ReaderIdentity; setCookie: string | null }>;
}

/** The request's reader for a write; `onNewReader` receives a new reader's cookie to set. */
export function writingReader(
  reader: RequestReader,
  onNewReader: (setCookie: string) => void,
): WritingReader {
  return {
    current: () => reader.current(),
    async orCreate() {
      const { identity, setCookie } = await reader.orCreate();
      if (setCookie) onNewReader(setCookie);
      return identity;
    },
  };
}

export interface Target {
  kind: TargetKind;
  id: number;
}

export const COMMENTS_PER_PAGE = 10;
export const COMMENT_TEXT_MAX_LENGTH = 1000;
/** At most this many web addresses in a comment: more is what spam looks like. */
export const MAX_LINKS_PER_COMMENT = 1;
export const COMMENT_HIDE_REASON_MAX_LENGTH = 500;

/** Comments per reader and per address, in fixed windows (core/rate-limits). */
export const COMMENT_LIMITS = {
  perReader: { max: 5, windowSeconds: 10 * 60 },
  perAddress: { max: 20, windowSeconds: 10 * 60 },
} as const;
/**
 * New anonymous readers per address: clearing cookies makes a new reader, whose like and rating
 * count again. A budget generous for a connection many share (a mobile operator's address, a
 * cybercafé, an office), where only first reactions count, and a bound on stuffing.
 */
export const NEW_READERS_PER_ADDRESS = { max: 30, windowSeconds: 60 * 60 } as const;
/** Reports per reader and per address. */
export const REPORT_LIMITS = {
  perReader: { max: 10, windowSeconds: 60 * 60 },
  perAddress: { max: 30, windowSeconds: 60 * 60 },
} as const;

export const COMMENT_NAME_REQUIRED = 'Indiquez votre nom.';
export const COMMENT_TEXT_REQUIRED = 'Écrivez votre commentaire.';
export const COMMENT_NAME_TOO_LONG = tooLongMessage('Le nom', MAX_LENGTH.name);
export const COMMENT_TEXT_TOO_LONG = tooLongMessage('Le commentaire', COMMENT_TEXT_MAX_LENGTH);
export const TOO_MANY_LINKS = 'Un seul lien par commentaire, s’il vous plaît.';
export const TOO_MANY_COMMENTS =
  'Vous avez publié beaucoup de commentaires en peu de temps : réessayez dans quelques minutes.';
export const TOO_MANY_NEW_READERS =
  'Trop de nouveaux lecteurs depuis cette connexion. Réessayez dans une heure, ou connectez-vous.';
export const TOO_MANY_REPORTS =
  'Vous avez envoyé beaucoup de signalements en peu de temps : réessayez plus tard.';
export const RATING_OUT_OF_RANGE = 'Choisissez une note de 1 à 5 étoiles.';
export const TARGET_NOT_FOUND = 'Contenu introuvable.';
export const COMMENT_NOT_FOUND = 'Commentaire introuvable.';
export const NOT_YOUR_COMMENT = 'Vous ne pouvez supprimer que vos propres commentaires.';
export const ALREADY_REPORTED_COMMENT = 'Vous avez déjà signalé ce commentaire.';
export const COMMENT_ALREADY_HIDDEN = 'Ce commentaire est déjà masqué.';
export const COMMENT_NOT_HIDDEN = 'Ce commentaire n’est pas masqué.';
export const NO_OPEN_COMMENT_REPORT = 'Ce commentaire n’a aucun signalement ouvert.';
export const COMMENT_REPORTS_CLOSED = 'Les signalements de ce commentaire sont classés.';
export const COMMENT_HIDE_REASON_REQUIRED = 'Indiquez la raison du masquage.';

export const COMMENT_PUBLISHED = 'Merci, votre commentaire est publié.';
export const COMMENT_DELETED = 'Votre commentaire est supprimé.';
export const COMMENT_REPORTED = 'Merci, votre signalement a été transmis à l’équipe.';
export const COMMENT_HIDDEN = 'Le commentaire est masqué.';
export const COMMENT_SHOWN = 'Le commentaire est de nouveau visible.';

/** Web addresses as readers type them: with a scheme, or starting with « www. ». */
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

export const linkCount = (text: string) => text.match(LINK)?.length ?? 0;

/** A target's figures, the same for every reader (cards and pages show them). */
export interface TargetFigures {
  likes: number;
  comments: number;
  /** The average of the readers' ratings, one decimal; 0 when nobody rated (spec: 0-5). */
  rating: number;
  ratingCount: number;
}

/** What this reader did on the target. */
export interface ReaderState {
  isLiked: boolean;
  /** This reader's rating, 1 to 5, or null. */
  myRating: number | null;
}

export const NO_READER_STATE: ReaderState = { isLiked: false, myRating: null };

export interface PublicComment {
  id: number;
  author: string;
  /** Plain text: pages show it escaped, line breaks kept. */
  text: string;
  createdAt: string;
  /** Written by this reader: they may delete it. */
  mine: boolean;
}

export interface CommentPage {
  comments: PublicComment[];
  /** Visible comments in all. */
  total: number;
  /** Whether older comments follow ('Voir plus'). */
  more: boolean;
}

/** A comment as the team moderates it. */
export interface ModeratedComment {
  id: number;
  target: Target;
  targetTitle: string;
  author: string;
  text: string;
  createdAt: string;
  openReports: number;
  hidden: { reason: string; at: string } | null;
}

/** 'Note moyenne : 4,3 sur 5 (12 votes)', or that nobody rated yet. */
export const averageLabel = ({ rating, ratingCount }: TargetFigures) =>
  ratingCount === 0
    ? 'Pas encore de note'
    : `Note moyenne : ${formatRating(rating)} sur 5 (${ratingCount} vote${ratingCount > 1 ? 's' : ''})`;

export const likesLabel = (likes: number) => `${likes} j’aime`;
export const commentsLabel = (count: number) => `${count} commentaire${count > 1 ? 's' : ''}`;

/** The comments page asked for in the address (`?commentaires=2`): 1 for anything else. */
export function commentPagesParam(params: URLSearchParams): number {
  const pages = Number(params.get('commentaires'));
  return Number.isSafeInteger(pages) && pages > 0 && pages <= 100 ? pages : 1;
}
