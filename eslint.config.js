import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The arrows between packages: player ← player-react ← site; player ← embed; api ← site, embed,
// server, storage; storage ← site, embed. Each layer lists what it may not import; a rule given twice for
// the same file is replaced, not merged, so each list is complete for the files it names.
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router-dom'];
const SERVER = ['@reel/server', '@reel/server/*', '**/packages/server/**', '**/server/src/**'];
const SITE = ['@reel/site', '@reel/site/*', '**/site/src/**'];
const EMBED = ['@reel/embed', '@reel/embed/*', '**/embed/src/**'];
const PLAYER = ['@reel/player', '@reel/player/*', '**/packages/player/**', '**/player/src/**'];
const PLAYER_REACT = ['@reel/player-react', '@reel/player-react/*', '**/player-react/src/**'];
const API = ['@reel/api', '@reel/api/*', '**/packages/api/**', '**/api/src/**'];
const STORAGE = ['@reel/storage', '@reel/storage/*', '**/packages/storage/**', '**/storage/src/**'];

/** The repository's tooling: it runs the packages, and ships with none of them. */
const TOOLING = ['e2e/**', 'bench/**', 'storybook/scripts/**', 'scripts/**'];

/**
 * Tests, their kits and tooling may reach into the server; nothing shipped may. A test helper is
 * named by its folder (`testing/`) or is a `testing.ts`; a file is not exempt for starting with
 * "test", so production code such as a test-pattern generator is held to its layer.
 */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', '**/testing/**', ...TOOLING];

function forbid(files, groups, message, ignores = TEST_FILES) {
  return {
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups.flat(), message }] }] },
  };
}

const boundaries = [
  forbid(
    ['packages/player/src/**'],
    [REACT, SITE, EMBED, SERVER, API, STORAGE, PLAYER_REACT],
    'The player imports no framework, site, API client or storage: pass what it needs in.',
  ),
  forbid(
    ['packages/player/src/core/**'],
    [REACT, SITE, EMBED, SERVER, API, STORAGE, PLAYER_REACT, ['../*', '!../constants.js']],
    'The player core is pure: only core modules and the constants, everything else is passed in.',
  ),
  forbid(
    ['packages/player-react/src/**'],
    [SITE, EMBED, SERVER, API, STORAGE],
    'player-react binds @reel/player to React and nothing else.',
  ),
  forbid(
    ['packages/api/src/**'],
    [REACT, SITE, EMBED, SERVER, PLAYER, PLAYER_REACT, STORAGE],
    '@reel/api is the contract every side imports; it imports none of them.',
  ),
  forbid(
    ['packages/storage/src/**'],
    [REACT, SITE, EMBED, SERVER, PLAYER, PLAYER_REACT],
    '@reel/storage imports only @reel/api of the workspace, for the id rule of the records it keeps.',
  ),
  forbid(
    ['packages/server/src/**'],
    [REACT, SITE, EMBED, PLAYER, PLAYER_REACT, STORAGE],
    'The server imports only @reel/api of the workspace.',
  ),
  forbid(['site/src/**'], [SERVER, EMBED], 'The site reaches the server over HTTP only, and never the embed page.'),
  forbid(
    ['embed/src/**'],
    [REACT, SERVER, SITE, PLAYER_REACT],
    'The embed page is the player, @reel/api and @reel/storage, without React.',
  ),
  forbid(['storybook/src/**', 'storybook/.storybook/**'], [SERVER, EMBED], 'Storybook shows the player and the site, never the server.'),
];

// Tooling, and a package's tests and test kits, reach another workspace through the door its
// package.json `exports` declares, as a workspace devDependency, never through its sources by path:
// what a door leaves out stays the package's own. (A test's own package is reached relatively, which
// never names `packages/…/src`, `site/src` or `embed/src`.)
const toolingDoors = forbid(
  [...TOOLING, '**/*.test.{ts,tsx}', '**/testing.{ts,tsx}', '**/testing/**'],
  [['**/packages/*/src', '**/packages/*/src/**', '**/site/src/**', '**/embed/src/**']],
  'Import the package, not its sources: @reel/server/testing (the server kit), @reel/api, @reel/player.',
  [],
);

// Text given to String.prototype.replace(All) as the replacement is a pattern: `$&`, `` $` ``, `$'`,
// `$1`, `$<name>` and `$$` copy parts of the subject into it, so user text there expands into the
// page (a few hundred `` $` `` in a search would make a page of hundreds of megabytes). The replacement
// is a string literal without `$`, or a function, whose result is taken as it is; text goes into
// pages by slicing (packages/server/src/pages/insert.ts). Tests and tooling use capture groups on
// their own fixed text, so the rule holds for shipped code.
const REPLACE_CALL = "CallExpression[callee.type='MemberExpression'][callee.property.name=/^replace(All)?$/][arguments.length>=2]";
const literalReplacement = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  ignores: TEST_FILES,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `${REPLACE_CALL}[arguments.1.type!=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]`,
        message: 'A replacement is a string literal without `$` or a function: any other string is read as a pattern ($&, $`, $1…).',
      },
      {
        selector: `${REPLACE_CALL}[arguments.1.type='Literal'][arguments.1.value=/[$]/]`,
        message: 'A replacement literal with `$` is a pattern: use a function, which returns its text as it is.',
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/storybook-static/**', 'bench/.work/**', '**/drizzle/meta/**', '.tmp/**'],
  },
  // Media fixtures: HLS segments are MPEG-TS files named .ts.
  { ignores: ['e2e/fixtures/media/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: [
      'site/src/**/*.{ts,tsx}',
      'embed/src/**/*.ts',
      'storybook/src/**/*.{ts,tsx}',
      'storybook/.storybook/**/*.ts',
      'packages/player-react/src/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  ...boundaries,
  toolingDoors,
  literalReplacement,
);
