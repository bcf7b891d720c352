import type { Rolldown } from 'vite';
import { FIRST_EVALUATED_CHUNKS } from '../app/page-modules-release.ts';

// The browser's chunks for a first visit (issue 13). Left to itself, the bundler cuts a chunk
// for every set of routes sharing a module: a storefront page linked 57 to 79 module files,
// most under 1 KB, and Chromium spends main-thread time on each request it starts (about 1 ms,
// four times that on a mid-range phone) before any script runs. What every page runs now comes
// in two files: React with React Router (`framework`, which changes rarely and stays cached
// across releases), and Mantine's core (`Box`, theme, styles API, hooks: what every Mantine
// component is built on) with the components the site's frame draws on every page (`mantine`:
// the header's search field and buttons). Other components, icons and our modules are still
// split by the routes using them, so a page downloads no other page's code (decision 043).

// Their names: the page's release script runs them first, by these names.
const [FRAMEWORK_CHUNK, MANTINE_CHUNK] = FIRST_EVALUATED_CHUNKS;

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;
const MANTINE_CORE = /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]core|hooks)[\\/]/;
const FRAME_COMPONENTS =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](UnstyledButton|Button|ActionIcon|CloseButton|Loader|Transition|Input|InputBase|TextInput)[\\/]/;

export function firstVisitChunks(): Pick<Rolldown.OutputOptions, 'codeSplitting'> {
  return {
    codeSplitting: {
      groups: [
        { name: FRAMEWORK_CHUNK, test: FRAMEWORK, priority: 2 },
        {
          name: MANTINE_CHUNK,
          test: (id) => MANTINE_CORE.test(id) || FRAME_COMPONENTS.test(id),
          priority: 1,
        },
      ],
    },
  };
}
