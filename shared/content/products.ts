/**
 * Content of every `/product/*.html` page of the route table, keyed by path. The route
 * table (shared/routes.ts) holds each page's heading and intro; this adds what is below.
 */
import { distributionContent } from './products/distribution';
import { ecosystemContent } from './products/ecosystem';
import { generationContent } from './products/generation';
import { h5Content } from './products/h5';
import { solutionsContent } from './products/solutions';
import { sourcingContent } from './products/sourcing';
import { toolsContent } from './products/tools';
import type { ProductContent } from './types';

export const productContent: Record<string, ProductContent> = {
  ...sourcingContent,
  ...generationContent,
  ...distributionContent,
  ...toolsContent,
  ...ecosystemContent,
  ...h5Content,
  ...solutionsContent,
};
