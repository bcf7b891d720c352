import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appContext } from '#app-context';
import { formatPublicationDate, categoryLabel } from '#common/blog.ts';
import { orderScreenMeta } from '../../features/orders/order-screen-meta.ts';
import { requireDashboardAccount } from '../../features/session/dashboard-access.server.ts';
import type { Route } from './+types/admin-articles';

// The back-office's 'Articles' (issue 18): every article of /astuces-recettes, drafts included,
// the last changed first; the team writes new ones and edits them.

export const meta = orderScreenMeta('Articles');

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireDashboardAccount(context, request);
  return { articles: await context.get(appContext).services.blog.editedArticles() };
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  return (
    <Box component="main">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Box>
          <Title order={1} fz={26}>
            Articles
          </Title>
          <Text c="dimmed">Les astuces et articles du blog, brouillons compris</Text>
        </Box>
        <Button component={Link} to="nouveau" leftSection={<IconPlus size={18} aria-hidden />}>
          Nouvel article
        </Button>
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {loaderData.articles.map((article) => (
          <Card
            key={article.id}
            component="li"
            withBorder
            padding="md"
            data-testid="edited-article"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Box>
                <Text fw={700}>{article.title}</Text>
                <Group gap={6} mt={4}>
                  <Badge variant="light" color="feuille" size="sm">
                    {categoryLabel(article.category)}
                  </Badge>
                  <Badge variant="light" color={article.published ? 'teal' : 'gray'} size="sm">
                    {article.published ? 'Publié' : 'Brouillon'}
                  </Badge>
                  {article.isFeatured && (
                    <Badge variant="light" color="ocre" size="sm">
                      À la une
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed" mt={4}>
                  Modifié le {formatPublicationDate(article.updatedAt)} · {article.readTime} min de
                  lecture
                </Text>
              </Box>
              <Button
                component={Link}
                to={String(article.id)}
                size="compact-sm"
                variant="default"
                aria-label={`Modifier « ${article.title} »`}
                // A long title wraps beside it; the button keeps its word.
                flex="none"
              >
                Modifier
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
