import { useEffect, useRef } from 'react';
import classes from '../early-taps.module.css';
import { NEEDS_JS_ATTRIBUTE, takeEarlyTap } from '../early-taps.ts';

/**
 * For a form our JavaScript sends (login, registration): its fields are left uncontrolled, so
 * that what was typed before the page was interactive survives hydration, and a submit made
 * then is kept by app/early-taps.ts and replayed here, once, as soon as the page runs.
 * `onHydrated` reads what the fields hold then, for the state that depends on them.
 */
export function useEarlySubmit(name: string, onHydrated?: (form: HTMLFormElement) => void) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    onHydrated?.(form);
    if (takeEarlyTap(name)) form.requestSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  return {
    /** Spread on the <form>. POST: without our script, a password never goes in the address. */
    form: { ref, method: 'post', noValidate: true, [NEEDS_JS_ATTRIBUTE]: name },
    /** On its submit button: looks pending until the page runs. */
    submitClassName: classes.filled,
  };
}
