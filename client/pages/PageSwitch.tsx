/**
 * The page at the current location, or the 404 page. Every path of the route table is
 * static, so a lookup does what <Routes> did, with its matching rules (matchPageEntry),
 * without react-router's route ranking and nested-route rendering (4 KB gzip).
 */
import { useLocation } from 'react-router-dom';
import { matchPageEntry } from '../../shared/routeViews';
import { NotFoundPage } from './NotFound';
import { PageView } from './PageView';

export function PageSwitch() {
  const { pathname } = useLocation();
  const page = matchPageEntry(pathname);
  return page ? <PageView page={page} /> : <NotFoundPage />;
}
