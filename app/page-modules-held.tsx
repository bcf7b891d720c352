import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';
import {
  FIRST_EVALUATED_CHUNKS,
  HELD_FIRST_ATTRIBUTE,
  HELD_MODULES_ID,
  HELD_MODULES_TYPE,
  HELD_PRELOADS_ATTRIBUTE,
} from './page-modules-release.ts';

// A server-rendered page needs its JavaScript only to hydrate what it already shows. React
// Router's <Scripts> preloads every module of the page (some forty files, 160–190 KB gzip) and
// starts them from an inline module script: on a slow link they share the first seconds with
// the page's photo, which then paints seconds later. A storefront page renders them held
// instead (decisions 049, 060): no module preload, and the entry module's script with the same
// text, where React Router puts it, but of a type that makes it inert, with the preloads'
// addresses and the vendor chunks to run first (decision 050) on it. The head's release script
// (app/page-modules-release.ts) starts them once the page has loaded.
//
// React Router 8 has no option for this: <Scripts> takes no `type`, and always renders its
// preloads. So the elements it renders are read here, before React writes them: no HTML is
// parsed, nor the stream held back. What this relies on, and the version it was checked
// against, is pinned by app/page-modules-held.test.tsx.

/** The React Router version whose <Scripts> elements this reads (its test fails on another). */
export const SCRIPTS_CHECKED_WITH = '8.4.0';

type Props = Record<string, unknown>;

/** The elements of a rendered tree, its fragments opened. */
function elementsOf(node: ReactNode): ReactElement<Props>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<Props>(node)) return [];
  if (node.type === Fragment) return elementsOf(node.props.children as ReactNode);
  return [node];
}

const isModulePreload = (element: ReactElement<Props>) =>
  element.type === 'link' && element.props.rel === 'modulepreload';

const isModuleScript = (element: ReactElement<Props>) =>
  element.type === 'script' && element.props.type === 'module';

/** The vendor chunks among the page's preloads, in the order they are to run. */
function firstEvaluated(preloads: string[]): string[] {
  const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);
  return FIRST_EVALUATED_CHUNKS.flatMap((chunk) =>
    preloads.filter((href) => fileName(href).startsWith(`${chunk}-`)),
  );
}

/**
 * What <Scripts> rendered, with its modules held; as it came when it holds no module script
 * (once the page has hydrated it renders nothing).
 */
export function holdModules(rendered: ReactNode): ReactNode {
  const elements = elementsOf(rendered);
  const entry = elements.find(isModuleScript);
  if (!entry) return rendered;
  const preloads = elements.filter(isModulePreload).map((link) => String(link.props.href));
  const held = (
    <script
      {...entry.props}
      id={HELD_MODULES_ID}
      type={HELD_MODULES_TYPE}
      async={undefined}
      {...{
        [HELD_PRELOADS_ATTRIBUTE]: preloads.join(' '),
        [HELD_FIRST_ATTRIBUTE]: firstEvaluated(preloads).join(' '),
      }}
    />
  );
  return elements
    .filter((element) => !isModulePreload(element))
    .map((element, index) => <Fragment key={index}>{element === entry ? held : element}</Fragment>);
}

/** <Scripts>, its modules held until the page has loaded (storefront pages: app/root.tsx). */
export function HeldPageModules(props: ScriptsProps) {
  // Called, not rendered: its hooks are this component's, and its elements come back here.
  return holdModules(Scripts(props));
}
