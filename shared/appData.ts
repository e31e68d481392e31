/** What the server hands to the client in the page (a JSON script tag), typed once. */
import type { PageHead } from './pageHead';
import type { SiteSettings } from './site';

/** Login state from the cookies (docs/product.md#login-state-and-console), read by the server for the first paint. */
export interface VisitorState {
  loggedIn: boolean;
  tenantName: string;
}

export interface AppData {
  site: SiteSettings;
  /** Chunks of the first page, modulepreloaded from `<head>` so they load with the entry. */
  preloads: string[];
  /** URL of the icon sprite that client/ui/Icon.tsx points at (the build manifest's `icons`). */
  icons?: string;
  /** The AI customer-service id for this request's host (see shared/icsId.ts). */
  icsId: string;
  visitor: VisitorState;
  /** Parent domain for the login cookies (null: host-only), worked out by the server. */
  cookieDomain: string | null;
  /**
   * The first page's own head (a document's title), as the server rendered it from the data
   * it had before the shell; hydration renders the same, then the browser's data takes over.
   */
  head?: PageHead;
  /** This year in Beijing time (the footer's copyright), from the server: the browser's zone may be in another year. */
  year: number;
  /**
   * React Router's state after the server's loaders (its hydration data): each route's loader
   * data, with every upstream read named but not its answer (shared/pageData.ts), and the
   * error a route rendered (a 404), as JSON.
   */
  router: RouterData;
}

export interface RouterData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

export const APP_DATA_ELEMENT_ID = 'app-data';
