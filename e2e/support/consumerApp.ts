// The throw-away apps an outside developer would write: a Vite + React app that installs the two
// tarballs from npm's point of view (file: dependencies, everything else from the registry) and
// renders one <Player> per kind of source, and plain HTML pages that load the script-tag build: one
// calling createPlayer, one with the <reel-player> element.
import { execFile } from 'node:child_process';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  CAPTIONS_FILE,
  HLS_DIR,
  HLS_MASTER,
  INSTALL_TIMEOUT_MS,
  MP4_FILE,
  PLUGIN_REACT_VERSION,
  REACT_LINES,
  REGISTRY_PING_TIMEOUT_MS,
  TYPESCRIPT_VERSION,
  VITE_VERSION,
  WEBM_FILE,
  type ReactLine,
} from './consumerConstants';
import { SCRIPT_TAG_FILES, type Tarballs } from './consumerPack';

const run = promisify(execFile);
/** Build output of a child process: generous, as a failed install prints its whole tree. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
// eslint-disable-next-line no-control-regex -- the escape character is the point
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;

/** The demos each app renders: their ids name the page's sections. */
export const DEMOS = ['mp4', 'webm', 'hls'] as const;
export type DemoId = (typeof DEMOS)[number];

/** How this machine reaches the registry: kept when this run's own npm exported it. */
const NPM_NETWORK = /^npm_config_(registry|proxy|https_proxy|noproxy|cafile|strict_ssl)$/i;

/**
 * The environment an outside developer's shell would have: none of the variables this run's own
 * npm and Vitest set (NODE_ENV=test would make Vite build React's development bundle, the
 * repository's npm_config_* would apply its settings to the app).
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$)/i.test(key) && !NPM_NETWORK.test(key)) continue;
    env[key] = value;
  }
  // Plain text, so a failure's output reads well in the test's error.
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}

async function sh(cmd: string, args: string[], cwd: string, timeout = INSTALL_TIMEOUT_MS): Promise<void> {
  try {
    await run(cmd, args, { cwd, env: cleanEnv(), timeout, maxBuffer: MAX_OUTPUT_BYTES });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    // Some tools colour their errors whatever the environment says; the test's message is plain text.
    const output = (e.stderr || e.stdout || e.message).replace(ANSI_COLOUR, '');
    throw new Error(`\`${cmd} ${args.join(' ')}\` failed in ${cwd}:\n${output}`, { cause: err });
  }
}

/** Null when the npm registry answers, else why not: the one reason this test may skip. */
export async function registryUnreachable(): Promise<string | null> {
  try {
    await run('npm', ['ping', '--fetch-retries=0'], { env: cleanEnv(), timeout: REGISTRY_PING_TIMEOUT_MS });
    return null;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    const why = (e.stderr ?? '').split('\n').find((line) => /FetchError|ETIMEDOUT|ENOTFOUND/.test(line)) ?? e.message;
    return `the npm registry did not answer \`npm ping\`: ${why.replace(/^npm error /, '').trim()}`;
  }
}

function packageJson(line: ReactLine, tarballs: Tarballs): string {
  const v = REACT_LINES[line];
  return JSON.stringify(
    {
      name: `reel-consumer-${line}`,
      private: true,
      type: 'module',
      dependencies: {
        '@reel/player': `file:${tarballs.player}`,
        '@reel/player-react': `file:${tarballs.react}`,
        react: v.react,
        'react-dom': v.react,
      },
      devDependencies: {
        '@types/react': v.types,
        '@types/react-dom': v.typesDom,
        '@vitejs/plugin-react': PLUGIN_REACT_VERSION,
        typescript: TYPESCRIPT_VERSION,
        vite: VITE_VERSION,
      },
    },
    null,
    2,
  );
}

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Reel player in a Vite + React app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], base: './', logLevel: 'warn' });
`;

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['vite/client'],
  },
  include: ['src'],
});

/**
 * The app: three players, each given its source and the captions by address on the media host the
 * page names in `?media=`; each ref handle is left on window for the test to drive. The styles come
 * from the package's CSS file, so the player is told not to inject its own.
 */
function mainTsx(): string {
  const cssImport = "import '@reel/player/styles.css';\n";
  return `import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Player, type PlayerHandle } from '@reel/player-react';
${cssImport}
declare global {
  interface Window {
    demoPlayers: Record<string, PlayerHandle | null>;
  }
}
window.demoPlayers = {};

const media = new URL(new URLSearchParams(location.search).get('media') ?? '/', location.href);
const at = (path: string): string => new URL(path, media).href;
const captions = [{ src: at('${CAPTIONS_FILE}'), srclang: 'en', label: 'English', kind: 'captions' as const, default: true }];

function Demo({ id, sources, forceHls = false }: { id: string; sources: { src: string; type?: string; label?: string; height?: number }[]; forceHls?: boolean }) {
  const ref = useRef<PlayerHandle>(null);
  useEffect(() => {
    window.demoPlayers[id] = ref.current;
  }, [id]);
  return (
    <section data-demo={id} style={{ maxWidth: 480 }}>
      <h2>{id}</h2>
      <Player ref={ref} sources={sources} textTracks={captions} title={'Test pattern (' + id + ')'} injectStyles={false} hls={forceHls ? 'force' : 'auto'} />
    </section>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Demo id="mp4" sources={[{ src: at('${MP4_FILE}'), type: 'video/mp4', label: '180p', height: 180 }]} />
    <Demo id="webm" sources={[{ src: at('${WEBM_FILE}'), type: 'video/webm' }]} />
    {/* Chromium plays HLS natively here; forcing hls.js proves its lazy chunk resolves in an app's build. */}
    <Demo id="hls" sources={[{ src: at('${HLS_DIR}/${HLS_MASTER}') }]} forceHls />
  </StrictMode>,
);
`;
}

/** Writes the Vite + React app for one React line into dir. */
export async function writeReactApp(dir: string, line: ReactLine, tarballs: Tarballs): Promise<void> {
  await mkdir(join(dir, 'src'), { recursive: true });
  await writeFile(join(dir, 'package.json'), packageJson(line, tarballs));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'vite.config.js'), VITE_CONFIG);
  await writeFile(join(dir, 'tsconfig.json'), TSCONFIG);
  await writeFile(join(dir, 'src', 'main.tsx'), mainTsx());
}

/** `npm install` as a developer would run it, from the shared cache where it can. */
export async function installApp(dir: string, cacheDir: string): Promise<void> {
  const args = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--cache', cacheDir];
  // TEMPORARY: today's binding asks for React 19 only; the packaging work widens it to ^18 || ^19.
  await sh('npm', args, dir);
}

/** The production build into dir/dist. */
export async function buildApp(dir: string): Promise<void> {
  await sh(join(dir, 'node_modules', '.bin', 'vite'), ['build'], dir);
}

/** The app's hls.js chunks (Vite names a lazy chunk after its module: `hls-…` or `hls.light-…`) and their minified sizes. */
export async function hlsChunks(dir: string): Promise<{ file: string; bytes: number }[]> {
  const assets = join(dir, 'dist', 'assets');
  const files = (await readdir(assets)).filter((f) => /^hls[.-].*\.js$/.test(f));
  return Promise.all(files.map(async (file) => ({ file, bytes: (await stat(join(assets, file))).size })));
}

/** Type-checks the app against the packed declarations, as the developer's editor would. */
export async function typecheckApp(dir: string): Promise<void> {
  await sh(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', '.'], dir);
}

/** The plain page: the script-tag build's module and stylesheet beside it, playing the mp4 with captions. */
export async function writeScriptTagPage(dir: string): Promise<void> {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Reel player from a script tag</title>
    <link rel="stylesheet" href="./${SCRIPT_TAG_FILES.css}" />
  </head>
  <body>
    <div id="player" style="max-width: 480px"></div>
    <script type="module">
      import { createPlayer } from './${SCRIPT_TAG_FILES.module}';

      const media = new URLSearchParams(location.search).get('media');
      const mp4 = createPlayer(document.getElementById('player'), {
        sources: [{ src: new URL('${MP4_FILE}', media).href, type: 'video/mp4' }],
        textTracks: [{ src: new URL('${CAPTIONS_FILE}', media).href, srclang: 'en', label: 'English', kind: 'captions', default: true }],
        title: 'Test pattern',
        injectStyles: false,
      });
      window.demoPlayers = { mp4 };
    </script>
  </body>
</html>
`;
  await writeFile(join(dir, 'index.html'), html);
}

/** What the element page keeps on window: every event <reel-player> dispatched, in order. */
export interface ElementPageWindow {
  elementEvents: { type: string; detail: unknown }[];
}

/** The events the element page records. */
export const ELEMENT_PAGE_EVENTS = ['ready', 'play', 'pause', 'timeupdate', 'ended', 'volume', 'error'] as const;
export type ElementPageEvent = (typeof ELEMENT_PAGE_EVENTS)[number];

/**
 * A plain HTML page with no script of its own but a listener list: it loads the element's module
 * and puts a muted <reel-player> playing the mp4 into the page (made by script only because the
 * media host's address is in the page's query).
 */
export async function writeElementPage(dir: string): Promise<void> {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Reel player as a custom element</title>
    <script type="module" src="./${SCRIPT_TAG_FILES.element}"></script>
  </head>
  <body>
    <script type="module">
      const media = new URLSearchParams(location.search).get('media');
      const el = document.createElement('reel-player');
      el.id = 'clip';
      el.style.maxWidth = '480px';
      el.setAttribute('title', 'Test pattern');
      el.setAttribute('muted', '');
      el.setAttribute('src', new URL('${MP4_FILE}', media).href);
      window.elementEvents = [];
      for (const type of ${JSON.stringify(ELEMENT_PAGE_EVENTS)})
        el.addEventListener(type, (event) => window.elementEvents.push({ type, detail: event.detail }));
      document.body.append(el);
    </script>
  </body>
</html>
`;
  await writeFile(join(dir, 'index.html'), html);
}
