/**
 * axe-core (pinned in package.json) on the home page, the product pages with a try-it panel (its
 * chunk loaded and hydrated), a studio page, a document, 信任中心, 投诉举报 and 无障碍声明 at 1440 and 375 px
 * wide, once hydrated and scrolled through: no serious or critical violation. axe runs from
 * its own script, injected by playwright past the page's CSP (which allows none of ours).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sharedSite, skipBrowser, waitForHydration } from './harness';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

describe.skipIf(skipBrowser)('accessibility (axe-core)', () => {
  const site = sharedSite();

  it.each([
    ['/', 1440],
    ['/', 375],
    ['/product/TTS.html', 1440],
    ['/product/TTS.html', 375],
    ['/product/ASR.html', 1440],
    ['/product/ASR.html', 375],
    ['/product/aiDocument.html', 1440],
    ['/product/aiDocument.html', 375],
    ['/aiStudio/AI-Video-Studio.html', 375],
    ['/_app', 1440],
    ['/docCenter.html?doc=302', 1440],
    ['/docCenter.html?doc=302', 375],
    ['/trust.html', 1440],
    ['/trust.html', 375],
    // 投诉举报's form: its category choices, hints and messages.
    ['/report.html', 1440],
    ['/report.html', 375],
    // 无障碍声明: its cards of checks, its list of limits and its feedback.
    ['/accessibility.html', 1440],
    ['/accessibility.html', 375],
  ])('%s at %i px has no serious or critical violation', async (path, width) => {
    const context = await site.browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(site.server.url + path);
    await waitForHydration(page);
    // Lazily loaded pictures and anything drawn on scroll are there too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, 0);
    });
    // A try-it panel (client/demos/) is checked as a visitor uses it: its chunk came on the scroll.
    if (await page.locator('#try').count()) await page.locator('#try [data-hydrated]').waitFor();
    await page.addScriptTag({ path: axeScript });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
    });
    await context.close();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe, JSON.stringify(severe, null, 1)).toEqual([]);
  });
});
