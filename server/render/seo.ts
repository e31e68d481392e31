/** sitemap.xml and robots.txt, generated from the route table. */
import type { RequestHandler } from 'express';
import { pageRoutes } from '../../shared/navigation';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Pages that are not destinations of their own for a search engine. */
const UNLISTED = new Set(['/_app']);

export function sitemap(siteUrl: string): RequestHandler {
  const urls = pageRoutes
    .filter((r) => !UNLISTED.has(r.path) && !r.noindex)
    .map((r) => `  <url><loc>${escapeXml(siteUrl + r.path)}</loc><changefreq>weekly</changefreq><priority>${r.path === '/' ? '1.0' : '0.7'}</priority></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return (_req, res) => void res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
}

export function robots(siteUrl: string): RequestHandler {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /console\nDisallow: /_app\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
  return (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
}
