import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import { CspNonceContext } from './csp-nonce.ts';

// React Router's default Node entry (streaming, bots wait for the whole page), plus this
// request's CSP nonce on every inline script: React's, React Router's and, through
// CspNonceContext, the root layout's own (server/plugins/content-security-policy.ts).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { cspNonce: nonce, keptForOthers } = loadContext.get(appContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers, SPA-mode renders and pages kept for other visitors get the complete page, not
    // a stream to finish: a stream's order depends on when its data resolves, a kept page's
    // bytes must not (they name it in its entity tag: decision 048).
    const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode || keptForOthers;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? 'onAllReady' : 'onShellReady';

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Let the timer go once the stream ends: it would keep this closure alive.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router; only log later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
