// Resolved from this folder, so the parser finds the TypeScript 6 next to it, not the root's 7.
export { default } from '@typescript-eslint/parser';
