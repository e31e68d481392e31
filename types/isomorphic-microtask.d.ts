/**
 * queueMicrotask exists in Node and in browsers alike; shared/ is checked without DOM or
 * Node types, so it declares just this (shared/dataStore.ts announces answers with it).
 */
declare function queueMicrotask(callback: () => void): void;
