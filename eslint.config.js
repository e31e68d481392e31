/**
 * Lint, in two parts. All TypeScript (server/, mock-upstream/, client/, shared/, bench/,
 * scripts/, tests/ and the root's scripts) gets typescript-eslint's recommended rules and the
 * two rules of hooks. And lint keeps what reaches the browser inside the floor that
 * package.json's `browserslist` names. Syntax above it is esbuild's to lower (build.ts derives
 * its target from the same list); runtime APIs no bundler can lower, so these rules refuse them
 * in client/ and shared/ code and in the scripts public/ serves.
 */
import compat from 'eslint-plugin-compat';
import esX from 'eslint-plugin-es-x';
import reactHooks from 'eslint-plugin-react-hooks';
// Installed by `npm run lint` into a folder of its own: see tests/eslint-parser/package.json.
import typescriptParser, { typescriptPlugin } from './tests/eslint-parser/index.js';

const TYPESCRIPT = ['{server,mock-upstream,client,shared,bench,scripts,tests}/**/*.{ts,tsx}', '*.ts'];

/** Chromium 80, Safari 14 and Firefox 78 implement ES2020 in full and no later edition whole. */
const FLOOR_EDITION = 2020;

/**
 * Rules of later editions left off: syntax that esbuild lowers for the floor, and the
 * iterator helpers, which without types cannot be told from the array methods of the same
 * names (every `.map(` would be flagged).
 */
const LEFT_OFF = /^es-x\/no-iterator-prototype-/;
const LOWERED_BY_ESBUILD = new Set([
  'es-x/no-logical-assignment-operators',
  'es-x/no-numeric-separators',
  'es-x/no-class-instance-fields',
  'es-x/no-class-static-fields',
  'es-x/no-class-private-fields',
  'es-x/no-class-private-methods',
  'es-x/no-class-static-block',
  'es-x/no-private-in',
  'es-x/no-hashbang',
]);

/**
 * eslint-plugin-compat checks globals and static members (`structuredClone`, `Object.hasOwn`,
 * `Promise.any`) against the list, but cannot tell an array from any other object, so
 * `messages.at(-1)` passes it. es-x's rules for what came after the floor's edition name those
 * methods; `aggressive` flags every `.at(`, `.replaceAll(`, `.findLast(` whatever the object,
 * as no type information is read.
 */
function laterEditionRules() {
  const rules = {};
  // Keys only: reading a deprecated config's value prints a warning.
  for (const name of Object.keys(esX.configs)) {
    const edition = /^flat\/no-new-in-es(\d{4})(?:-intl-api)?$/.exec(name)?.[1];
    if (!edition || Number(edition) <= FLOOR_EDITION) continue;
    for (const rule of Object.keys(esX.configs[name].rules)) {
      if (!LOWERED_BY_ESBUILD.has(rule) && !LEFT_OFF.test(rule)) rules[rule] = 'error';
    }
  }
  return rules;
}

const browserRules = {
  plugins: { compat, 'es-x': esX },
  settings: { 'es-x': { aggressive: true } },
  rules: { 'compat/compat': 'error', ...laterEditionRules() },
};

export default [
  { ignores: ['**/node_modules/', 'dist/', 'dist-try/', 'reports/'] },
  // Not type-aware. The rules that read types took 19 s instead of 6 s over server/, bench/ and
  // the tests, and given types es-x's rules load the root's TypeScript 7 (no JavaScript API) and
  // crash on client/ and shared/.
  ...typescriptPlugin.configs['flat/recommended'].map((config) => ({ ...config, files: TYPESCRIPT })),
  {
    files: TYPESCRIPT,
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The code's convention for what is left out on purpose: `_next` in an Express error
      // handler, `{ secret: _secret, ...shown }` to drop a field.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['**/*.d.ts'],
    languageOptions: {
      parser: typescriptParser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    ...browserRules,
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script' },
    ...browserRules,
  },
];
