import { Anchor, Badge, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { appContext } from '#app-context';
import type { AwaitingReview, OwnReview } from '#common/reviews.ts';
import { productPath } from '../../features/catalogue/product-card.tsx';
import { formatOrderDate } from '../../features/orders/order-format.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { dashboardOperationAction } from '../../features/operation-action.server.ts';
import { ReviewForm } from '../../features/reviews/review-form.tsx';
import { ReviewItem } from '../../features/reviews/review-item.tsx';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import { useFormsSending, type FormsSending } from '../../features/use-action-fetcher.ts';
import type { Route } from './+types/buyer-reviews';

// The buyer's 'Avis et Évaluations' (issue 16): the products of their delivered orders waiting
// for a review, and the reviews they wrote (editable, with the shop's answer and, when the team
// hid one, its reason). Read by the loader through the reviews service, written through the
// reviews' operations (core/reviews/reviews.operations.ts).

export const meta = orderScreenMeta('Avis et Évaluations');

const REVIEW_NOT_SAVED = 'Avis non enregistré';

export async function loader({ context, request }: Route.LoaderArgs) {
  const account = await requireDashboardAccount(context, request);
  return context.get(appContext).services.reviews.buyerReviews(account);
}

export const action = (args: Route.ActionArgs) =>
  dashboardOperationAction(args, ({ reviews }) => [reviews.create, reviews.update]);

/** The reviewed product's name, leading to its page. */
function ProductTitle({ productId, productName }: { productId: number; productName: string }) {
  return (
    <Title order={3} fz="md">
      <Anchor component={Link} to={productPath(productId)}>
        {productName}
      </Anchor>
    </Title>
  );
}

function Awaiting({ item, sending }: { item: AwaitingReview; sending: FormsSending }) {
  return (
    <Card withBorder padding="md" component="li" data-testid="awaiting-review">
      <ProductTitle {...item} />
      <Text fz="sm" c="dimmed" mb="xs">
        Commande {item.orderNumber} du {formatOrderDate(item.orderedAt)}
      </Text>
      <ReviewForm
        target={{ productId: item.productId }}
        productName={item.productName}
        sending={sending}
      />
    </Card>
  );
}

function Written({ review }: { review: OwnReview }) {
  const [editing, setEditing] = useState(false);
  const sending = useFormsSending(REVIEW_NOT_SAVED, () => setEditing(false));
  return (
    <Card withBorder padding="md" component="li" data-testid="own-review">
      <ProductTitle {...review} />
      {review.hidden && (
        <Badge color="red" variant="light" mt={4}>
          Masqué par l’équipe : {review.hidden.reason}
        </Badge>
      )}
      {editing ? (
        <ReviewForm
          target={{ reviewId: review.id }}
          productName={review.productName}
          initial={review}
          sending={sending}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <ReviewItem {...review}>
          <Button variant="light" size="compact-sm" mt="xs" onClick={() => setEditing(true)}>
            Modifier
          </Button>
        </ReviewItem>
      )}
    </Card>
  );
}

export default function BuyerReviews({ loaderData }: Route.ComponentProps) {
  const { reviews, awaiting } = loaderData;
  // The screen's: a product reviewed leaves this list with its form, before its answer is told.
  const publishing = useFormsSending(REVIEW_NOT_SAVED);
  return (
    <Box component="main">
      <Title order={1} fz={26} mb="md">
        Avis et Évaluations
      </Title>
      <Stack component="section" aria-labelledby="avis-attente" gap="sm" mb="xl">
        <Title order={2} fz="lg" id="avis-attente">
          Produits à évaluer ({awaiting.length})
        </Title>
        {awaiting.length === 0 ? (
          <Text c="dimmed">Aucun produit reçu n’attend votre avis.</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {awaiting.map((item) => (
              <Awaiting key={item.productId} item={item} sending={publishing} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack component="section" aria-labelledby="mes-avis" gap="sm">
        <Title order={2} fz="lg" id="mes-avis">
          Mes avis ({reviews.length})
        </Title>
        {reviews.length === 0 ? (
          <Text c="dimmed">Vous n’avez encore donné aucun avis.</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {reviews.map((review) => (
              <Written key={review.id} review={review} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
