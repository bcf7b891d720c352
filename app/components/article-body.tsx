import { List, Text, Title } from '@mantine/core';
import { parseArticleBody } from '#common/article-body.ts';

/**
 * An article's text (common/article-body.ts) as React elements: headings, paragraphs and lists.
 * Its words are text nodes only, which React escapes; no HTML from the database is ever read.
 */
export function ArticleBody({ body }: { body: string }) {
  return parseArticleBody(body).map((block, index) => {
    switch (block.type) {
      case 'heading':
        return (
          <Title key={index} order={block.level} fz={block.level === 2 ? 'xl' : 'lg'} mt="xl">
            {block.text}
          </Title>
        );
      case 'list':
        return (
          <List
            key={index}
            type={block.ordered ? 'ordered' : 'unordered'}
            mt="md"
            spacing={4}
            lh={1.7}
          >
            {block.items.map((item, position) => (
              <List.Item key={position}>{item}</List.Item>
            ))}
          </List>
        );
      default:
        return (
          <Text key={index} mt="md" lh={1.7}>
            {block.text}
          </Text>
        );
    }
  });
}
