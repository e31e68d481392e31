/** The product and studio pages' hero designs: for shared/art.ts. */
export { productDesigns, studioDesigns } from '..';
