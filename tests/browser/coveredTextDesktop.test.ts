/** Issue 27 at a desktop's widths: no fixed element lies over the text (tests/browser/coveredText.ts). */
import { describeCoveredText } from './coveredText';

describeCoveredText(false);
