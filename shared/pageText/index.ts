/**
 * Every page's text, keyed by path. One module per page kind, so the browser loads only the
 * one a page needs, in the kind's page chunk; product and studio pages' text is in their
 * modules (shared/products) and loads with their group's content (client/pages/product/productGroup.ts),
 * a studio's with the studio page's chunk.
 */
import { aboutText } from './about';
import { agreementText } from './agreement';
import { aiCsText } from './aiCs';
import { appShellText } from './appShell';
import { changelogText } from './changelog';
import { collegeText } from './college';
import { cooperationText } from './cooperation';
import { docCenterText } from './docCenter';
import { govText } from './gov';
import { homeText } from './home';
import { reportText } from './report';
import { searchText } from './search';
import { trustText } from './trust';
import { accessibilityText } from './accessibility';
import { productPages, studioPages } from '../products';
import { textOf } from '../products/product';
import type { PageText } from './types';

export type { PageText } from './types';

export const pageText: Record<string, PageText> = {
  ...homeText,
  ...textOf(studioPages),
  ...textOf(productPages),
  ...collegeText,
  ...govText,
  ...docCenterText,
  ...aboutText,
  ...changelogText,
  ...appShellText,
  ...aiCsText,
  ...cooperationText,
  ...agreementText,
  ...searchText,
  ...trustText,
  ...accessibilityText,
  ...reportText,
};
