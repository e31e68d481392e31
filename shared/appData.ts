/** What the server hands to the client in the page (a JSON script tag), typed once. */
import type { HomeContent } from './content/types';
import type { CooperationFormState } from './cooperationForm';
import type { PageHead } from './pageHead';
import type { SiteSettings } from './site';

/** Login state from the cookies (SPEC.md section 3), read by the server for the first paint. */
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
  /** The home page's content, on `/` only: JSON here rather than script (client/pages/home/useHomeContent.ts). */
  homeContent?: HomeContent;
  /** The cooperation page's answer to its form, posted without JavaScript (server/render/cooperationForm.ts). */
  cooperationForm?: CooperationFormState;
}

export const APP_DATA_ELEMENT_ID = 'app-data';
