/**
 * The field types the upstream's answers are checked with before a page renders them
 * (server/upstream/renderableData.ts): what a section can show without throwing, so a wrong
 * type turns into the section's Chinese fallback with 重新加载, never a render that throws.
 * The browser imports only the types of these modules, never zod (tests/integration/server/site/bundleBudget.test.ts).
 */
import { z } from 'zod';

/** Shown as text, used as a React key or in a URL: a string or a (finite) number both do. */
// eslint-disable-next-line es-x/no-set-prototype-union -- zod's union of schemas, not the method of Set
export const text = z.union([z.string(), z.number()], { error: 'Invalid input: expected a string or a number' });

/** Largest `total` a list may claim: the documentation pager draws one link per 10, and ten million drew a million. */
export const MAX_LIST_TOTAL = 100_000;

/** A list's `total`: a whole number the pager can draw. */
export const count = z.int().min(0).max(MAX_LIST_TOTAL);

/** A field the upstream may leave out, or send as null: when there, it has the shape. */
export const absentOr = <T extends z.ZodType>(shape: T) => shape.nullish();
