import { Anchor, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './content-card.module.css';

interface ContentCardProps {
  path: string;
  testId: string;
  /** The picture, linked to the page as the title is. */
  picture: ReactNode;
  badges: ReactNode;
  title: string;
  description: string;
  descriptionLines: number;
  /** "Par …": the author or the shop. */
  byline: string;
  /** Below the byline: the readers' likes, rating and comments. */
  footer?: ReactNode;
}

/** The frame of /astuces-recettes' cards, articles and recipes alike. */
export function ContentCard(props: ContentCardProps) {
  return (
    <Card
      component="article"
      padding="md"
      radius="md"
      withBorder
      h="100%"
      className={classes.card}
      data-testid={props.testId}
    >
      {/* The title link is the one keyboard and screen-reader users get; the picture repeats it. */}
      <Card.Section component={Link} to={props.path} tabIndex={-1} aria-hidden="true">
        {props.picture}
      </Card.Section>
      <Group gap="xs" mt="sm" wrap="nowrap">
        {props.badges}
      </Group>
      <Anchor component={Link} to={props.path} c="inherit" underline="hover" mt="xs">
        <Text component="h3" fw={700} fz="md" lh={1.35}>
          {props.title}
        </Text>
      </Anchor>
      <Text fz="sm" c="dimmed" mt={6} lineClamp={props.descriptionLines}>
        {props.description}
      </Text>
      <Text fz="xs" mt="auto" pt="sm">
        Par {props.byline}
      </Text>
      {props.footer}
    </Card>
  );
}
