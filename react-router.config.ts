import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest comes with the first page as one cached file (a few KB gzip):
  // links need no `data-discover` attribute each and no `/__manifest` requests, and every page's
  // HTML stops carrying its own part of the manifest.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
