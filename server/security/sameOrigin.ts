/** Who may post a form to this site: its own pages only (the console's login, the cooperation page). */
import type { Request } from 'express';

/**
 * A cross-site form post would act for the visitor on a page of another site's choosing: log
 * them in to (or out of) an account, or file a lead in their name. Browsers send Origin on
 * every POST form submission (Referer as a fallback for old ones); a post that names another
 * origin, or none at all, is refused.
 */
export function isSameOrigin(req: Request, siteUrl: string): boolean {
  const claimed = req.get('origin') ?? req.get('referer');
  if (!claimed) return false;
  let origin: string;
  try {
    origin = new URL(claimed).origin;
  } catch {
    return false;
  }
  if (origin === new URL(siteUrl).origin) return true;
  // Behind no proxy the site may also be reached by the Host the visitor typed.
  return origin === `${req.protocol}://${req.get('host') ?? ''}`;
}
