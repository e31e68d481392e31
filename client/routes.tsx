/**
 * The site's routes, read by both entries: the server renders them with React Router's
 * static handler (server/render/routeContext.tsx), the browser hydrates them with its
 * browser router (./entry.tsx). One route per page of the table (shared/routeTable.ts),
 * each loaded with its kind's chunk (`lazy`), under a pathless route whose error boundary
 * shows a failure or the 404 page inside the site's layout.
 */
import { data, type RouteObject } from 'react-router-dom';
import { pageEntries } from '../shared/routeViews';
import { PageError } from './pages/PageError';
import { routeModuleOf } from './pages/routeModules';
import { Shell } from './root';

const notFound = () => {
  throw data(null, { status: 404 });
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Shell,
    children: [
      {
        id: 'pages',
        ErrorBoundary: PageError,
        children: [
          ...pageEntries.map((page): RouteObject => ({ id: page.path, path: page.path, lazy: () => routeModuleOf(page) })),
          // Any other path: the 404 page, with its status, in the site's layout.
          { id: 'notFound', path: '*', loader: notFound, Component: () => null },
        ],
      },
    ],
  },
];
