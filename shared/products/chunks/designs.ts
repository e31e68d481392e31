/** The product pages' hero designs: for shared/art.ts. */
export { productDesigns } from '..';
