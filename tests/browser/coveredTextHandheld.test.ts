/** Issue 27 at a phone's and a tablet's widths: no fixed element lies over the text (tests/browser/coveredText.ts). */
import { describeCoveredText } from './coveredText';

describeCoveredText(true);
