/** The pages the figures load, all real paths from shared/routes.ts. */
import { routes } from '../../shared/routes';

/** Issue #7's three: the home page, one product page, and the data-backed documentation centre. */
export const FIGURE_PAGES = ['/', '/product/TTS.html', '/docCenter.html'] as const;

/** A document of the mock's documentation centre: its title proves the streamed list arrived. */
export const DOC_LIST_TITLE = '平台简介与账号注册';

/** Every page route plus a few documentation-centre variants: what "mixed pages" means here. */
export function mixedPages(): string[] {
  const paths = routes.flatMap((r) => (r.type === 'page' ? [r.path] : []));
  return [...paths, '/docCenter.html?doc=101', '/docCenter.html?doc=302', '/docCenter.html?page=2'];
}

for (const page of FIGURE_PAGES) {
  if (!routes.some((r) => r.type === 'page' && r.path === page)) throw new Error(`bench: ${page} is not in shared/routes.ts`);
}
