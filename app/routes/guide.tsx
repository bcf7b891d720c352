import { Anchor, Container, Text, Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import { data, Link } from 'react-router';
import { AUDIENCE_LABELS } from '#common/help-centre.ts';
import { guideBySlug } from '../features/help-centre/guides.ts';
import { pageMeta } from '../features/page-meta.ts';
import type { Route } from './+types/guide';

// A help-centre guide (issue 19): a short public page, server-rendered, text only.

export function loader({ params }: Route.LoaderArgs) {
  const guide = guideBySlug(params.slug);
  if (!guide) throw data(null, { status: 404 });
  return guide;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const brandName = matches[0].loaderData.brandName;
  return pageMeta({
    title: `${loaderData.title} — ${brandName}`,
    description: loaderData.summary,
    brandName,
  });
}

export default function Guide({ loaderData: guide }: Route.ComponentProps) {
  return (
    <Container size="sm" py="lg" component="main">
      <Text fz="sm" c="dimmed" mb="xs">
        Guide pour les {AUDIENCE_LABELS[guide.audience].toLowerCase()}
      </Text>
      <Typography>
        <h1>{guide.title}</h1>
        <p>{guide.summary}</p>
        {guide.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <h2>Besoin d’aide ?</h2>
        <p>
          Connecté, écrivez à l’équipe depuis votre espace : Aide et support pour les acheteurs,
          Paramètres puis Centre d’aide et assistance pour les vendeurs. Sinon, passez par la page{' '}
          <Anchor component={Link} to="/contact" td="underline">
            Contact
          </Anchor>
          .
        </p>
      </Typography>
    </Container>
  );
}
