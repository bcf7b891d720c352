import classes from './skip-link.module.css';

/** The id of the element around every page's content (app/root.tsx). */
export const MAIN_CONTENT_ID = 'contenu';

/** The class of that element: no focus ring around the whole page, room under the header. */
export const mainContentClass = classes.target;

/**
 * The first tab stop of every page: jumps over the header to the page's content. A plain
 * fragment link works before hydration; once hydrated, focus moves to the content itself, so
 * the next Tab goes to its first control.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      Aller au contenu
    </a>
  );
}
