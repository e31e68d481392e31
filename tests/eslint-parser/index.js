// Resolved from this folder, so the parser and the plugin find the TypeScript 6 next to them,
// not the root's 7.
export { default } from '@typescript-eslint/parser';
export { default as typescriptPlugin } from '@typescript-eslint/eslint-plugin';
