/**
 * /trust.json: the 信任中心 for machines (a procurement system, a crawler, an auditor's
 * script): the statements of shared/content/trust.ts with each product's name and page, and
 * the effective filings as the page lists them (shared/trustFilings.ts). Built once: both
 * change only with a deploy or a restart.
 */
import type { RequestHandler } from 'express';
import { productPage } from '../../shared/cooperation';
import { COMPATIBILITY_LABELS, PLATFORMS, trustCentre, TRUST_PATH } from '../../shared/content/trust';
import type { Filings } from '../../shared/filings';
import { filingRows } from '../../shared/trustFilings';

/** As long as the page itself may be cached (server/render/pageCache.ts keeps pages briefly too). */
const MAX_AGE_S = 3600;

export function trustDocument(siteUrl: string, filings: Filings) {
  const { xinchuang, ...statements } = trustCentre;
  return {
    page: siteUrl + TRUST_PATH,
    filings: filingRows(filings),
    ...statements,
    xinchuang: {
      platforms: PLATFORMS,
      products: xinchuang.map((row) => {
        const page = productPage(row.product);
        return {
          product: row.product,
          name: page?.name ?? row.product,
          page: page ? siteUrl + page.path : undefined,
          verifiedOn: row.verifiedOn,
          cells: Object.fromEntries(PLATFORMS.map(({ id }) => [id, { ...row.cells[id], label: COMPATIBILITY_LABELS[row.cells[id].status] }])),
        };
      }),
    },
  };
}

export function trustJson(siteUrl: string, filings: Filings): RequestHandler {
  const body = JSON.stringify(trustDocument(siteUrl, filings), null, 2);
  return (_req, res) => void res.type('application/json').set('Cache-Control', `public, max-age=${MAX_AGE_S}`).send(body);
}
