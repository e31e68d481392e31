/**
 * The runtime methods a dependency needs above the floor (package.json's browserslist),
 * each added only where missing. Imported first by client/entry.tsx, before any style is written.
 */
import { installReplaceAll } from './stringReplaceAll';

installReplaceAll();
