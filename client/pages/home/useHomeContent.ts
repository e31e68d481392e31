/**
 * The home page's content. A first load of `/` gets it in the page's app data, as JSON the
 * server writes (server/render/pageHandler.tsx): it is data, so it is parsed, not compiled
 * and run as script, and it is not in the first load's JavaScript. A client navigation to
 * `/` loads it as a chunk, in the router's transition, like a product group's content.
 */
import { use } from 'react';
import type { HomeContent } from '../../../shared/content/types';
import { useAppData } from '../../appDataContext';
import { loadOncePerKey } from '../tracked';

const loadHomeContent = loadOncePerKey((_: 'home') => import('../../../shared/content/home').then((m) => m.homeContent));

export function useHomeContent(): HomeContent {
  const given = useAppData().homeContent;
  return given ?? use(loadHomeContent('home'));
}
