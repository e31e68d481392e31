/**
 * Issue 27: on no screen does a fixed element lie over the text. Every page of the route
 * table, at six viewports from a small phone to a desktop, is scrolled from top to bottom;
 * at each step every text box in <main> and the footer is checked against every visible
 * `position: fixed` element. The count per viewport is printed, and it is 0. The phones and
 * tablets are one test file, the desktops another (coveredTextHandheld.test.ts,
 * coveredTextDesktop.test.ts), so that the two run side by side in two workers.
 *
 * A bar across the whole bottom edge (the phone's action bar) is the end of the reading
 * area, as a browser's own bottom toolbar is: text beneath it has not been scrolled into
 * view yet, and the next step, 0.8 of the area above it further down, shows it. So it is
 * checked where scrolling cannot help: at the end of the page, whose last line must sit
 * above it. Every other fixed element (the floating column, 回到顶部) counts at every step.
 */
import { describe, expect, it } from 'vitest';
import { pageEntries } from '../../shared/routeViews';
import { sharedSite, skipBrowser, waitForHydration } from './harness';

interface Viewport {
  width: number;
  height: number;
  /** A phone or a tablet: touch, overlay scrollbars, the viewport meta honoured. */
  handheld: boolean;
}

const VIEWPORTS: Viewport[] = [
  { width: 320, height: 640, handheld: true },
  { width: 375, height: 812, handheld: true },
  { width: 768, height: 1024, handheld: true },
  { width: 1024, height: 768, handheld: false },
  { width: 1280, height: 800, handheld: false },
  { width: 1440, height: 900, handheld: false },
];

/** Of the reading area's height (the viewport above a bottom bar): the steps overlap, so no line skips past. */
const STEP_FRACTION = 0.8;
/**
 * Every page at three viewports: the six took about 100 s together on two busy cores; the
 * desktops' three alone took 213 s beside another worker with the load average at 18. Ten
 * times the quiet figure.
 */
const TIMEOUT_MS = 600_000;

interface Covered {
  path: string;
  scrollY: number;
  text: string;
  under: string;
}

/**
 * Runs in the page: scrolls it from top to bottom and returns each text box a fixed
 * element covers, with the step it was found at.
 */
async function coveredTextInPage(stepFraction: number): Promise<Array<Omit<Covered, 'path'>>> {
  type Box = { left: number; top: number; right: number; bottom: number };
  const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const clipOf = new Map<Element, Box | null>();
  const describeElement = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[aria-label=${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 20)}"`;

  /** What of the page an element's content can show through its overflow-clipping ancestors (null: everything). */
  function clipBox(el: Element | null): Box | null {
    if (!el || el === document.documentElement) return null;
    if (clipOf.has(el)) return clipOf.get(el)!;
    const parent = clipBox(el.parentElement);
    const style = getComputedStyle(el);
    let clip = parent;
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') {
      const r = el.getBoundingClientRect();
      clip = parent
        ? {
            left: Math.max(r.left, parent.left),
            top: Math.max(r.top, parent.top),
            right: Math.min(r.right, parent.right),
            bottom: Math.min(r.bottom, parent.bottom),
          }
        : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }
    clipOf.set(el, clip);
    return clip;
  }

  function visibleFixed(): Array<{ el: Element; box: Box; bottomBar: boolean }> {
    const found: Array<{ el: Element; box: Box; bottomBar: boolean }> = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (getComputedStyle(el).position !== 'fixed' || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      const width = document.documentElement.clientWidth;
      found.push({ el, box: r, bottomBar: r.left <= 0.5 && r.right >= width - 0.5 && r.bottom >= innerHeight - 0.5 });
    }
    return found;
  }

  /** The text of <main> and the footer as it is now: a step may have rendered some anew. */
  function textNodes(): Text[] {
    const found: Text[] = [];
    for (const root of Array.from(document.querySelectorAll('main, footer'))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
      });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
    }
    return found;
  }

  const readingBottomOf = (bar: { box: Box } | undefined) => (bar ? bar.box.top : innerHeight);
  // After the next frame; or after 200 ms should no frame come (a busy machine once held this
  // loop, and the test with it, past its four minutes waiting for one).
  const settle = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 200);
    });
  const covered: Array<Omit<Covered, 'path'>> = [];
  const seen = new Set<string>();
  let y = 0;
  let steps = 0;
  // Far more steps than the longest page takes: past it, the page is not scrolling.
  const MAX_STEPS = 1000;
  for (;;) {
    window.scrollTo({ top: y, behavior: 'instant' as ScrollBehavior });
    await settle();
    clipOf.clear();
    const maxScroll = document.documentElement.scrollHeight - innerHeight;
    const atEnd = window.scrollY >= maxScroll - 1;
    const fixed = visibleFixed();
    const bar = fixed.find((f) => f.bottomBar);
    const covering = fixed.filter((f) => !f.bottomBar || atEnd);
    // The reading area: above a bottom bar, as above a browser's toolbar.
    const readingBottom = atEnd ? innerHeight : readingBottomOf(bar);
    // Nothing covers at this step (a phone's bar above the end of the page): no text to look at.
    for (const node of covering.length > 0 ? textNodes() : []) {
      const parent = node.parentElement;
      if (!parent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects());
      // A box is its rect narrowed by the clip: a node whose rects lie over no covering element
      // has no covered box, whatever else is true of it. Most nodes end here, cheaply.
      if (!rects.some((rect) => covering.some((f) => overlaps(rect, f.box)))) continue;
      if (fixed.some((f) => f.el.contains(parent))) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const clip = clipBox(parent);
      for (const rect of rects) {
        const box = clip
          ? {
              left: Math.max(rect.left, clip.left),
              top: Math.max(rect.top, clip.top),
              right: Math.min(rect.right, clip.right),
              bottom: Math.min(rect.bottom, clip.bottom),
            }
          : rect;
        if (box.right - box.left < 1 || box.bottom - box.top < 1) continue;
        if (box.bottom <= 0 || box.top >= readingBottom) continue;
        const over = covering.find((f) => overlaps(box, f.box));
        if (!over) continue;
        const text = (node.textContent ?? '').trim().slice(0, 30);
        const key = `${text}|${Math.round(rect.top + window.scrollY)}|${Math.round(rect.left)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        covered.push({ scrollY: Math.round(window.scrollY), text, under: describeElement(over.el) });
      }
    }
    if (atEnd) break;
    // A page that will not scroll where it is told fails here, rather than holding the loop.
    if ((y > 0 && window.scrollY < y - innerHeight) || ++steps > MAX_STEPS)
      throw new Error(`${location.pathname} did not scroll to ${y} (at ${window.scrollY} of ${maxScroll}, step ${steps})`);
    y = Math.min(window.scrollY + Math.max(1, Math.floor(readingBottomOf(bar) * stepFraction)), maxScroll);
  }
  return covered;
}

/** The test of the phones and tablets' viewports (`handheld`), or of the desktops'. */
export function describeCoveredText(handheld: boolean): void {
  const viewports = VIEWPORTS.filter((v) => v.handheld === handheld);
  const widths = viewports.map((v) => v.width).join(', ');
  describe.skipIf(skipBrowser)(`text under fixed elements at ${handheld ? 'phone and tablet' : 'desktop'} widths (issue 27)`, () => {
    const site = sharedSite();

    /**
     * The covered text boxes of every page at the viewports, all of one kind (handheld or
     * not), in one context: each page is loaded once and looked at in each size in turn. What
     * a page lays out depends on its width by CSS alone (no script reads the window's size), so
     * a resized page is laid out as one loaded at that size.
     */
    async function coveredAt(results: Map<Viewport, Covered[]>): Promise<void> {
      const [{ width, height, handheld }] = viewports as [Viewport];
      const context = await site.browser.newContext({ viewport: { width, height }, isMobile: handheld, hasTouch: handheld });
      const page = await context.newPage();
      for (const viewport of viewports) results.set(viewport, []);
      for (const { path } of pageEntries) {
        await page.goto(site.server.url + path, { waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        for (const viewport of viewports) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          results.get(viewport)!.push(...(await page.evaluate(coveredTextInPage, STEP_FRACTION)).map((c) => ({ path, ...c })));
        }
      }
      await context.close();
    }

    it(
      `covers no text box in <main> or the footer, on any page, at ${widths} px, anywhere while scrolling`,
      async () => {
        const started = Date.now();
        const results = new Map<Viewport, Covered[]>();
        await coveredAt(results);
        const label = (v: Viewport) => `${v.width}×${v.height}`;
        const counts = Object.fromEntries(viewports.map((v) => [label(v), results.get(v)!.length]));
        console.log(
          `Text boxes under a fixed element, per viewport (${pageEntries.length} pages each, ${Math.round((Date.now() - started) / 1000)} s):`,
          counts,
        );
        const examples = viewports.flatMap((v) =>
          results
            .get(v)!
            .slice(0, 5)
            .map((c) => `${label(v)} ${c.path} at ${c.scrollY}: "${c.text}" under ${c.under}`),
        );
        if (examples.length > 0) console.log(examples.join('\n'));
        expect(counts).toEqual(Object.fromEntries(viewports.map((v) => [label(v), 0])));
      },
      TIMEOUT_MS,
    );
  });
}
