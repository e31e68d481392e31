/**
 * Every page's text, keyed by path. One module per page kind (per group for product pages),
 * so the browser loads only the one a page needs: in the kind's page chunk, or with the
 * product group's content (client/pages/registry.ts).
 */
import { aboutText } from './about';
import { agreementText } from './agreement';
import { aiCsText } from './aiCs';
import { appShellText } from './appShell';
import { collegeText } from './college';
import { cooperationText } from './cooperation';
import { distributionText } from './distribution';
import { docCenterText } from './docCenter';
import { ecosystemText } from './ecosystem';
import { generationText } from './generation';
import { govText } from './gov';
import { h5Text } from './h5';
import { homeText } from './home';
import { searchText } from './search';
import { solutionsText } from './solutions';
import { sourcingText } from './sourcing';
import { studioText } from './studio';
import { toolsText } from './tools';
import type { PageText } from './types';

export type { PageText } from './types';

export const pageText: Record<string, PageText> = {
  ...homeText,
  ...studioText,
  ...sourcingText,
  ...generationText,
  ...distributionText,
  ...toolsText,
  ...ecosystemText,
  ...h5Text,
  ...solutionsText,
  ...collegeText,
  ...govText,
  ...docCenterText,
  ...aboutText,
  ...appShellText,
  ...aiCsText,
  ...cooperationText,
  ...agreementText,
  ...searchText,
};
