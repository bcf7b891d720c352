import { data, redirect } from 'react-router';
import { appContext } from '#app-context';
import { EMAIL_REQUIRED_MESSAGE, type NewsletterOutcome } from '#common/newsletter-outcomes.ts';
import { performFromPlainForm } from '../features/operation-action.server.ts';
import type { Route } from './+types/newsletter';

// The footer's newsletter box posts here from every page. With JavaScript the footer's fetcher
// reads the outcome; without it, the browser is sent back to the page it came from (the form's
// "retour" field, only rendered before hydration) with the outcome in the URL.

const STATUS: Record<NewsletterOutcome, number> = {
  inscrit: 201,
  'deja-inscrit': 409,
  requis: 400,
  invalide: 400,
};

/** The subscription's operation for the form's address, its refusal told as an outcome. */
async function subscribe(form: FormData, context: Route.ActionArgs['context']) {
  const { operations } = context.get(appContext);
  const done = await performFromPlainForm(context, operations.newsletter.subscribe, {
    input: { email: form.get('email') ?? '' },
  });
  if (done.ok) return 'inscrit';
  // The address refused, or already subscribed: the service's only refusals.
  if (done.failure.code === 'CONFLICT') return 'deja-inscrit';
  return done.fields.email === EMAIL_REQUIRED_MESSAGE ? 'requis' : 'invalide';
}

/** The page to go back to, if it is one of ours (never another site). */
function localReturnPath(value: FormDataEntryValue | null): URL | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  const base = 'http://site.invalid';
  const url = new URL(value, base);
  return url.origin === base ? url : undefined;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome: NewsletterOutcome = await subscribe(form, context);
  const back = localReturnPath(form.get('retour'));
  if (back) {
    back.searchParams.set('newsletter', outcome);
    return redirect(`${back.pathname}${back.search}#newsletter`, 303);
  }
  return data({ outcome }, { status: STATUS[outcome] });
}

/** Someone who opens /newsletter itself lands on the newsletter box. */
export function loader() {
  return redirect('/#newsletter');
}
