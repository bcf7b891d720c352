import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from '../tests/support/free-port.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';

// In production the app sits behind a TLS proxy or load balancer that speaks HTTP/2 to
// browsers (docs/operations.md): a page's fifty scripts then share one connection instead
// of queuing six at a time over HTTP/1.1. This is that proxy for the benchmarks, in a few
// lines: HTTP/2 over TLS with a certificate made for the run, each request passed to the app
// over HTTP/1.1 as nginx or a cloud load balancer would. Browsers must ignore the certificate
// (`--ignore-certificate-errors`).

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113, section 8.2.2).
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

// The scripts of a page's body: React Router's context, its streamed data, the entry module
// (held until the page has loaded, with the addresses of the modules: decision 049), the
// scroll restoration.
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/g;

export interface Http2Proxy {
  baseUrl: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, valid for a day, made with Debian's openssl. */
async function makeCertificate(): Promise<{ key: Buffer; cert: Buffer; dir: string }> {
  const dir = await createTempDir('baobab-h2-');
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: await fs.readFile(keyFile), cert: await fs.readFile(certFile), dir };
}

/**
 * The page as the server rendered it, without its body scripts, the entry module among them:
 * what its HTML, styles and images cost a browser before any JavaScript (the floor of every way
 * of hydrating it). The head's few-line scripts stay (early taps, the modules' release): like
 * the page's other inline scripts, they make the parser wait for the stylesheets; a page without
 * any, parsed before its styles arrive, is laid out whole and unstyled at the end of parsing
 * (Chromium does so when the page has a form: the footer's newsletter). Brotli, as the app
 * sends it.
 */
function withoutScripts(answer: http.IncomingMessage, response: http2.Http2ServerResponse) {
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const page = Buffer.concat(chunks).toString('utf8');
    const bodyStart = Math.max(0, page.indexOf('<body'));
    const html = page.slice(0, bodyStart) + page.slice(bodyStart).replace(SCRIPTS, '');
    const body = zlib.brotliCompressSync(html);
    response.setHeader('content-encoding', 'br');
    response.setHeader('content-length', body.length);
    response.removeHeader('etag');
    response.writeHead(answer.statusCode ?? 502);
    response.end(body);
  });
}

/**
 * Starts an HTTP/2 TLS proxy to the app at `appUrl` (http://host:port). With `withoutScripts`,
 * pages (requests that accept HTML) reach the browser without their scripts.
 */
export async function startHttp2Proxy(
  appUrl: string,
  options: { withoutScripts?: boolean } = {},
): Promise<Http2Proxy> {
  const { key, cert, dir } = await makeCertificate();
  const app = new URL(appUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert }, (request, response) => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !name.startsWith(':')),
    );
    const stripped = options.withoutScripts && request.headers.accept?.includes('text/html');
    if (stripped) headers['accept-encoding'] = 'identity';
    const upstream = http.request(
      {
        agent,
        host: app.hostname,
        port: app.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, host: request.authority },
      },
      (answer) => {
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) response.setHeader(name, value);
        }
        if (stripped && answer.headers['content-type']?.startsWith('text/html')) {
          withoutScripts(answer, response);
          return;
        }
        response.writeHead(answer.statusCode ?? 502);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
