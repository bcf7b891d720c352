import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';

// What searches and pages a dashboard's list (common/list-pages.ts): a GET form and links, so
// they work before the page is interactive, and every state of the list has its own address.

interface ListSearchFormProps {
  /** The search the list shows now. */
  search: string;
  /** The list's other filters, kept when searching (null: not set). */
  keep?: Record<string, string | null>;
  label: string;
  placeholder: string;
  /** The search's parameter name, when a screen has several lists. */
  name?: string;
}

/** Typing pauses this long before the list is asked again (one request per word, not per key). */
const SEARCH_PAUSE_MS = 350;

/**
 * A search box sent as `?q=` (back to the first page): the list follows as one types, once the
 * page is interactive; before that, Entrée sends the form.
 */
export function ListSearchForm({
  search,
  keep = {},
  label,
  placeholder,
  name = 'q',
}: ListSearchFormProps) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  // A search typed while another address of the list loads (a filter just tapped) waits for it:
  // sent at once, it would carry the filters of the list still shown and replace the one asked.
  const navigation = useNavigation();
  const loading = useRef(false);
  useEffect(() => {
    loading.current = navigation.state !== 'idle';
  });
  // Typing replaces the address it left; Entrée adds one, as a form sent without script does.
  const waiting = useRef<{ replace: boolean }>(undefined);
  const send = (replace: boolean) => {
    clearTimeout(pause.current);
    if (loading.current) waiting.current = { replace };
    else if (form.current) void submit(form.current, { replace, preventScrollReset: true });
  };
  useEffect(() => {
    const options = waiting.current;
    if (!options || navigation.state !== 'idle') return;
    waiting.current = undefined;
    if (form.current) void submit(form.current, { ...options, preventScrollReset: true });
  }, [navigation.state, submit]);
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label={label}
      preventScrollReset
      // Entrée sends the search at once (unless a list is loading): the search typed is not sent
      // a second time, later, over wherever the seller went next.
      onSubmit={(event) => {
        event.preventDefault();
        send(false);
      }}
      onChange={() => {
        clearTimeout(pause.current);
        pause.current = setTimeout(() => send(true), SEARCH_PAUSE_MS);
      }}
    >
      {Object.entries(keep).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <TextInput
        type="search"
        name={name}
        label={label}
        placeholder={placeholder}
        defaultValue={search}
        mb="sm"
        maw={420}
      />
    </Form>
  );
}

interface ListPagerProps {
  /** The page shown, 1 for the first. */
  page: number;
  pageCount: number;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
  /** Names the navigation; a screen with two lists names each ('Pages' by default). */
  label?: string;
}

/** 'Page 2 sur 5' between 'Précédent' and 'Suivant', shown only when there is another page. */
export function ListPager({ page, pageCount, hrefOf, label = 'Pages' }: ListPagerProps) {
  if (pageCount <= 1) return null;
  const to = (number: number) => hrefOf(number) || '?';
  return (
    <Group component="nav" aria-label={label} justify="space-between" mt="md" wrap="nowrap">
      <Button
        component={Link}
        to={to(page - 1)}
        variant="default"
        size="sm"
        disabled={page <= 1}
        aria-disabled={page <= 1}
        preventScrollReset
        // The buttons keep their whole word; « Page 2 sur 5 » wraps first.
        flex="none"
      >
        Précédent
      </Button>
      <Text fz="sm" ta="center" aria-live="polite">
        {`Page ${Math.min(page, pageCount)} sur ${pageCount}`}
      </Text>
      <Button
        component={Link}
        to={to(page + 1)}
        variant="default"
        size="sm"
        disabled={page >= pageCount}
        aria-disabled={page >= pageCount}
        preventScrollReset
        flex="none"
      >
        Suivant
      </Button>
    </Group>
  );
}
