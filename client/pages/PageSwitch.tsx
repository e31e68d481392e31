/**
 * The page at the current location, or the 404 page. Every path of the route table is
 * static, so an exact lookup (findPageEntry, the server's rule too; other spellings are 301s
 * there) does what <Routes> did, without react-router's route ranking and nested-route
 * rendering (4 KB gzip).
 */
import { useLocation } from 'react-router-dom';
import { findPageEntry } from '../../shared/routeViews';
import { NotFoundPage } from './NotFound';
import { PageView } from './PageView';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export function PageSwitch() {
  const { pathname, search, hash } = useLocation();
  const page = findPageEntry(pathname);
  return <RouteErrorBoundary url={pathname + search + hash}>{page ? <PageView page={page} /> : <NotFoundPage />}</RouteErrorBoundary>;
}
