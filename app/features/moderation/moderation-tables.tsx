import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DataColumn } from '../dashboard-ui/data-table.tsx';
import { DataTable } from '../dashboard-ui/data-table.tsx';
import { Link, useParams } from 'react-router';
import { CONTENT_POLICY_PATH } from '#common/health-claims.ts';
import {
  claimsWithdrawalReason,
  quotedClaims,
  recipeClaimsWithdrawalReason,
  WITHDRAWN_BY_TEAM,
  type FlaggedArticle,
  type FlaggedOffer,
  type FlaggedPage,
  type FlaggedRecipe,
  type ModeratedOffer,
  type OfferColumn,
  type OfferPage,
  type ReportedColumn,
  type ReportedPage,
  type ReportedProduct,
} from '#common/moderation.ts';
import { formatFcfa } from '#common/money.ts';
import { recipePath } from '#common/recipes.ts';
import { countOf } from '#common/counts.ts';
import { boutiquePath } from '#common/boutiques.ts';
import { imageVariantUrl, PRODUCT_IMAGE_VARIANT_WIDTHS } from '#common/images.ts';
import { useMediaUrl } from '../../components/use-media-url.ts';
import { productPath } from '../catalogue/product-card.tsx';
import { formatOrderDateTime } from '../orders/order-format.ts';
import type { moderationOperations } from '#modules/moderation/moderation.operations.ts';
import type { RowActions } from '../use-action-fetcher.ts';
import type { RecipeWithdrawalDraft, WithdrawalDraft } from './withdrawal-request.tsx';

// Dates as the order screens write them (West African time, whatever the device's zone).
const formatDateTime = formatOrderDateTime;

const SEARCH = { label: 'Rechercher un produit', placeholder: 'Produit ou boutique' };

interface RowHandlers {
  actions: RowActions;
  onWithdraw: (draft: WithdrawalDraft) => void;
}

/** The decisions a row sends in one tap (core/moderation/moderation.operations.ts). */
type RowDecision = (typeof moderationOperations)['restore' | 'closeReports'];
const ROW_DECISIONS: RowDecision['intent'][] = ['remettre', 'classer'];

function decide(actions: RowActions, intent: RowDecision['intent'], offerId: number) {
  void actions.perform<RowDecision>(intent, { params: { id: String(offerId) } });
}

/** Whether a decision on this offer is on its way (the screen's other rows share its ids). */
function decidingOn(actions: RowActions, offerId: number) {
  return (
    actions.isPerformingOn({ id: String(offerId) }) &&
    ROW_DECISIONS.some((intent) => actions.isSending('intent', intent))
  );
}

/** « Retirer de la vente »: opens the reason dialog, starting from `reason`. */
function WithdrawButton({
  row,
  reason,
  actions,
  onWithdraw,
}: RowHandlers & { row: Pick<ModeratedOffer, 'offerId' | 'productName'>; reason: string }) {
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      disabled={decidingOn(actions, row.offerId)}
      aria-label={`Retirer de la vente « ${row.productName} »`}
      onClick={() => onWithdraw({ offerId: row.offerId, productName: row.productName, reason })}
    >
      Retirer de la vente
    </Button>
  );
}

function ReportedActions({ row, actions, onWithdraw }: RowHandlers & { row: ReportedProduct }) {
  const pending = decidingOn(actions, row.offerId);
  return (
    <Group gap={6} wrap="wrap">
      <WithdrawButton
        row={row}
        reason={row.reasons.join(', ')}
        actions={actions}
        onWithdraw={onWithdraw}
      />
      <Button
        size="xs"
        variant="default"
        loading={pending}
        aria-label={`Classer les signalements de « ${row.productName} »`}
        onClick={() => decide(actions, 'classer', row.offerId)}
      >
        Classer
      </Button>
    </Group>
  );
}

function Messages({ messages }: { messages: string[] }) {
  if (messages.length === 0) return <Text fz="sm">—</Text>;
  return (
    <List size="sm" spacing={2}>
      {messages.map((message, index) => (
        <List.Item key={index} style={{ whiteSpace: 'pre-line' }}>
          {message}
        </List.Item>
      ))}
    </List>
  );
}

/** The reported product as buyers see it: its photo, and links to its page and its boutique's. */
function ReportedProductCell({ row }: { row: ReportedProduct }) {
  const media = useMediaUrl();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Avatar
        src={
          row.imageUrl && media.src(imageVariantUrl(row.imageUrl, PRODUCT_IMAGE_VARIANT_WIDTHS[0]))
        }
        alt=""
        radius="sm"
        size="lg"
      >
        {row.productName.slice(0, 1)}
      </Avatar>
      <Stack gap={2}>
        <Anchor component={Link} to={productPath(row.offerId)} fw={700} fz="sm">
          {row.productName}
        </Anchor>
        <Anchor component={Link} to={boutiquePath(row.boutiqueId)} fz="sm">
          {row.boutiqueName}
        </Anchor>
      </Stack>
    </Group>
  );
}

/** Open reports, one row per product: the team withdraws it or closes them. */
export function ReportedTable({ page, ...handlers }: RowHandlers & { page: ReportedPage }) {
  const columns: DataColumn<ReportedProduct, ReportedColumn>[] = [
    {
      label: 'Produit',
      sort: 'produit',
      cell: (row) => <ReportedProductCell row={row} />,
    },
    { label: 'Signalements', sort: 'signalements', cell: (row) => row.reportCount },
    { label: 'Motifs', cell: (row) => row.reasons.join(', ') },
    { label: 'Dernier', sort: 'date', cell: (row) => formatDateTime(row.latestAt) },
    { label: 'Messages', cell: (row) => <Messages messages={row.messages} /> },
    { label: 'Actions', cell: (row) => <ReportedActions row={row} {...handlers} /> },
  ];
  return (
    <DataTable
      page={page}
      columns={columns}
      rowKey={(row) => row.offerId}
      caption="Produits signalés"
      search={SEARCH}
      empty="Aucun signalement ouvert."
      minWidth={960}
      card={(row) => (
        <Card withBorder padding="sm" data-offer={row.offerId}>
          <Stack gap={4}>
            <ReportedProductCell row={row} />
            <Text fz="sm">
              {countOf(row.reportCount, 'signalement', 'signalements')}, le dernier le{' '}
              {formatDateTime(row.latestAt)}
            </Text>
            <Text fz="sm">Motifs : {row.reasons.join(', ')}</Text>
            <Messages messages={row.messages} />
            <ReportedActions row={row} {...handlers} />
          </Stack>
        </Card>
      )}
    />
  );
}

/** The product and its boutique: the first columns of both product tables. */
function productColumns<Row extends { productName: string; boutiqueName: string }>(): DataColumn<
  Row,
  OfferColumn
>[] {
  return [
    {
      label: 'Produit',
      sort: 'produit',
      cell: (row) => (
        <Text fw={700} fz="sm">
          {row.productName}
        </Text>
      ),
    },
    { label: 'Boutique', sort: 'boutique', cell: (row) => row.boutiqueName },
  ];
}

/** A flagged recipe: read it, or take it off the blog with a reason that names the words. */
function FlaggedRecipeCard({
  recipe,
  actions,
  onWithdrawRecipe,
}: {
  recipe: FlaggedRecipe;
  actions: RowActions;
  onWithdrawRecipe: (draft: RecipeWithdrawalDraft) => void;
}) {
  return (
    <Card withBorder padding="sm" component="li" data-recipe={recipe.recipeId}>
      <Stack gap={4} align="flex-start">
        <Anchor component={Link} to={recipePath(recipe.recipeId)} fw={700}>
          {recipe.title}
        </Anchor>
        <Text fz="sm">{recipe.boutiqueName}</Text>
        <Text fz="sm">{`À reformuler : ${quotedClaims(recipe.claims)}`}</Text>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={actions.isSending('recipeId', String(recipe.recipeId))}
          aria-label={`Retirer du blog « ${recipe.title} »`}
          onClick={() =>
            onWithdrawRecipe({
              recipeId: recipe.recipeId,
              title: recipe.title,
              reason: recipeClaimsWithdrawalReason(recipe.claims),
            })
          }
        >
          Retirer du blog
        </Button>
      </Stack>
    </Card>
  );
}

/** A flagged article of the team's: its editor, to rephrase it. */
function FlaggedArticleCard({ article }: { article: FlaggedArticle }) {
  const root = `/admin/${useParams().id}`;
  return (
    <Card withBorder padding="sm" component="li" data-article={article.articleId}>
      <Stack gap={4} align="flex-start">
        <Text fw={700}>{article.title}</Text>
        <Text fz="sm">{`À reformuler : ${quotedClaims(article.claims)}`}</Text>
        <Button
          component={Link}
          to={`${root}/articles/${article.articleId}`}
          size="xs"
          variant="light"
          aria-label={`Modifier l’article « ${article.title} »`}
        >
          Modifier l’article
        </Button>
      </Stack>
    </Card>
  );
}

/** The blog's flagged recipes and articles, under the products: few, so not paged. */
function FlaggedBlog({
  page,
  actions,
  onWithdrawRecipe,
}: {
  page: FlaggedPage;
  actions: RowActions;
  onWithdrawRecipe: (draft: RecipeWithdrawalDraft) => void;
}) {
  const list = { component: 'ul', gap: 'sm', p: 0, m: 0, style: { listStyle: 'none' } } as const;
  return (
    <>
      <Title order={2} fz="lg" mt="md" id="recettes-a-reformuler">
        Recettes publiées
      </Title>
      {page.recipes.length === 0 ? (
        <Text fz="sm">Aucune recette publiée ne contient d’allégation de santé.</Text>
      ) : (
        <Stack {...list} aria-labelledby="recettes-a-reformuler">
          {page.recipes.map((recipe) => (
            <FlaggedRecipeCard
              key={recipe.recipeId}
              recipe={recipe}
              actions={actions}
              onWithdrawRecipe={onWithdrawRecipe}
            />
          ))}
        </Stack>
      )}
      <Title order={2} fz="lg" mt="md" id="articles-a-reformuler">
        Articles du blog
      </Title>
      {page.articles.length === 0 ? (
        <Text fz="sm">Aucun article publié ne contient d’allégation de santé.</Text>
      ) : (
        <Stack {...list} aria-labelledby="articles-a-reformuler">
          {page.articles.map((article) => (
            <FlaggedArticleCard key={article.articleId} article={article} />
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * The products on sale, then the blog's recipes and articles, that the content policy's list
 * would refuse today, with the words to rephrase: the team withdraws a product or a recipe with
 * a reason that says so, rephrases its own article, or leaves them.
 */
export function FlaggedTable({
  page,
  onWithdrawRecipe,
  ...handlers
}: RowHandlers & {
  page: FlaggedPage;
  onWithdrawRecipe: (draft: RecipeWithdrawalDraft) => void;
}) {
  const withdraw = (row: FlaggedOffer) => (
    <WithdrawButton row={row} reason={claimsWithdrawalReason(row.claims)} {...handlers} />
  );
  const columns: DataColumn<FlaggedOffer, OfferColumn>[] = [
    ...productColumns<FlaggedOffer>(),
    { label: 'À reformuler', cell: (row) => quotedClaims(row.claims) },
    { label: 'Actions', cell: withdraw },
  ];
  return (
    <Stack gap="sm">
      <Text fz="sm">
        Produits en vente, recettes et articles publiés dont un texte contient un mot que la{' '}
        <Anchor component={Link} to={CONTENT_POLICY_PATH} td="underline">
          politique de contenu
        </Anchor>{' '}
        {
          'refuse aujourd’hui, précautions mises à part. La liste peut s’allonger après leur publication : vérifiez le texte avant de retirer un produit ou une recette.'
        }
      </Text>
      <DataTable
        page={page}
        columns={columns}
        rowKey={(row) => row.offerId}
        caption="Allégations de santé"
        search={SEARCH}
        empty="Aucun produit en vente ne contient d’allégation de santé."
        card={(row) => (
          <Card withBorder padding="sm" data-offer={row.offerId}>
            <Stack gap={4}>
              <Text fw={700}>{row.productName}</Text>
              <Text fz="sm">{row.boutiqueName}</Text>
              <Text fz="sm">{`À reformuler : ${quotedClaims(row.claims)}`}</Text>
              {withdraw(row)}
            </Stack>
          </Card>
        )}
      />
      <FlaggedBlog page={page} actions={handlers.actions} onWithdrawRecipe={onWithdrawRecipe} />
    </Stack>
  );
}

function OfferState({ row }: { row: ModeratedOffer }) {
  if (row.withdrawal) {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="outline" size="sm">
          {WITHDRAWN_BY_TEAM}
        </Badge>
        <Text fz="xs">
          {formatDateTime(row.withdrawal.at)} : {row.withdrawal.reason}
        </Text>
      </Stack>
    );
  }
  return (
    <Badge color={row.active ? 'feuille' : 'gray'} variant="outline" size="sm">
      {row.active ? 'En vente' : 'Hors vente (vendeur)'}
    </Badge>
  );
}

function OfferActions({ row, actions, onWithdraw }: RowHandlers & { row: ModeratedOffer }) {
  const pending = decidingOn(actions, row.offerId);
  if (row.withdrawal) {
    return (
      <Button
        size="xs"
        variant="light"
        loading={pending}
        aria-label={`Remettre en vente « ${row.productName} »`}
        onClick={() => decide(actions, 'remettre', row.offerId)}
      >
        Remettre en vente
      </Button>
    );
  }
  return <WithdrawButton row={row} reason="" actions={actions} onWithdraw={onWithdraw} />;
}

/** The withdrawn products, or the whole catalogue, as the team moderates it. */
export function OffersTable({
  page,
  withdrawnOnly,
  ...handlers
}: RowHandlers & { page: OfferPage; withdrawnOnly: boolean }) {
  const columns: DataColumn<ModeratedOffer, OfferColumn>[] = [
    ...productColumns<ModeratedOffer>(),
    { label: 'Prix', cell: (row) => formatFcfa(row.price) },
    // The catalogue is newest first; only the withdrawals are sorted by their date.
    {
      label: withdrawnOnly ? 'Retrait' : 'État',
      sort: withdrawnOnly ? 'date' : undefined,
      cell: (row) => <OfferState row={row} />,
    },
    { label: 'Actions', cell: (row) => <OfferActions row={row} {...handlers} /> },
  ];
  return (
    <DataTable
      page={page}
      columns={columns}
      rowKey={(row) => row.offerId}
      caption={withdrawnOnly ? 'Produits retirés par l’équipe' : 'Catalogue'}
      search={SEARCH}
      empty={withdrawnOnly ? 'Aucun produit retiré.' : 'Aucun produit.'}
      card={(row) => (
        <Card withBorder padding="sm" data-offer={row.offerId}>
          <Stack gap={4}>
            <Text fw={700}>{row.productName}</Text>
            <Text fz="sm">
              {row.boutiqueName} · {formatFcfa(row.price)}
            </Text>
            <OfferState row={row} />
            <OfferActions row={row} {...handlers} />
          </Stack>
        </Card>
      )}
    />
  );
}
