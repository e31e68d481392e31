/**
 * The older-browsers stage: the site in real Chromium 80, 86 and 109 builds, the kernels of
 * the browsers government offices still run (360安全浏览器 13, 奇安信, UOS, Chrome 109 on
 * Windows 7). Playwright cannot drive engines this old; puppeteer-core 5.3 can, all three,
 * with the waits, element handles and page events the checks need, where raw CDP would
 * need all of them written here. Both come from tests/old-engines, installed on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY } from '../../mock-upstream/devKey';
import { LOG_PATH } from '../../shared/api';
import { DEMO_PAGES } from '../../shared/demoPages';
import { OLD_ENGINE_ARGS, OLD_ENGINE_NAMES, oldEngines, puppeteer, type OldBrowser, type OldEngine, type OldPage, type Viewport } from '../old-engines/engines';
import { startMockUpstream } from '../serverProcess';
import { skipBrowser, startServer, type RunningServer } from './harness';

/** The first run downloads the engines (about 150 MB) and unpacks them. */
const INSTALL_TIMEOUT_MS = 300_000;
const DESKTOP: Viewport = { width: 1440, height: 900 };
const PHONE: Viewport = { width: 375, height: 812 };
/** Closer than this, two buttons read as one: flex gap, ignored before Chromium 84, left them at 0. */
const MIN_BUTTON_SEPARATION_PX = 4;
const HYDRATED = 'nav[aria-label="主导航"] li[data-hydrated]';
/** Under the test's 30 s, so a page that does not come says so before the test times out. */
const STEP_TIMEOUT_MS = 12_000;
const DOC_PAGE = '/docCenter.html?doc=102';

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The header's buttons, the hero's and the product-matrix tabs, group by group; the
 * navigations' items are links in a row, apart by their padding.
 */
function buttonBoxes(): Box[][] {
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const boxOf = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return { name: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  const header = Array.from(document.querySelectorAll('header a, header button, header summary')).filter((el) => !el.closest('nav'));
  const hero = document.querySelector('main h1')?.closest('section');
  const heroButtons = hero ? Array.from(hero.querySelectorAll('a, button')) : [];
  const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
  return [header, heroButtons, tabs].map((group) => group.filter(shown).map(boxOf));
}

/** Pairs closer than the minimum: the gap along whichever axis separates them. */
function touchingPairs(boxes: Box[]): string[] {
  const touching: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const apart = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      if (apart < MIN_BUTTON_SEPARATION_PX) touching.push(`${a.name} | ${b.name} (${apart.toFixed(1)} px)`);
    }),
  );
  return touching;
}

describe.skipIf(skipBrowser)('the site in older browsers', () => {
  let mock: RunningServer;
  let server: RunningServer;
  let engines: OldEngine[];

  beforeAll(async () => {
    // Throws, naming the install command, when the engines cannot be had: never a silent pass.
    engines = oldEngines();
    mock = await startMockUpstream({ AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY, MOCK_TOKEN_DELAY_MS: '40' });
    server = await startServer({ UPSTREAM_URL: mock.url, AI_SIGNING_KEY: DEVELOPMENT_SIGNING_KEY });
  }, INSTALL_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await mock?.stop();
  });

  describe.each(OLD_ENGINE_NAMES)('%s', (engineName) => {
    let browser: OldBrowser;
    let errors: string[] = [];

    beforeAll(async () => {
      const engine = engines.find(({ name }) => name === engineName)!;
      browser = await puppeteer().launch({ executablePath: engine.executablePath, args: OLD_ENGINE_ARGS, headless: true, defaultViewport: DESKTOP });
      expect(await browser.version()).toContain(`/${engineName.replace('Chromium ', '')}.`);
    });
    afterAll(() => browser?.close());

    /** A page at `path`, hydrated, whose uncaught errors and console errors land in `errors`. */
    async function open(path: string, viewport = DESKTOP): Promise<OldPage> {
      errors = [];
      const page = await browser.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.setViewport(viewport);
      await page.goto(server.url + path, { timeout: STEP_TIMEOUT_MS });
      try {
        await page.waitForSelector(HYDRATED, { timeout: STEP_TIMEOUT_MS });
      } catch (error) {
        // Says why, where a bare test timeout would not: the page's own errors and how far it got.
        const state = await page.evaluate(() => `${document.readyState}, ${document.scripts.length} scripts`).catch((e: Error) => e.message);
        throw new Error(`${path} did not hydrate in ${engineName} (${state}); page errors: ${JSON.stringify(errors)}`, { cause: error });
      }
      return page;
    }

    it('loads /, a product page, 政务服务 and a document page and hydrates them with no error', async () => {
      for (const path of ['/', '/product/TTS.html', '/gov.html', DOC_PAGE]) {
        const page = await open(path);
        expect(await page.evaluate(() => document.compatMode), path).toBe('CSS1Compat');
        expect(errors, path).toEqual([]);
        await page.close();
      }
    });

    it('loads the try-it panels of 语音合成, 语音识别 and AI文档 as they come into view and hydrates them with no error; 语音合成 answers with its player, and 语音识别 without MediaRecorder offers upload only (issue 38)', async () => {
      for (const path of Object.values(DEMO_PAGES).map((page) => page.path)) {
        const page = await open(path);
        await page.evaluate(() => document.getElementById('try')!.scrollIntoView());
        await page.waitForSelector('#try [data-hydrated]', { timeout: STEP_TIMEOUT_MS });
        expect(errors, path).toEqual([]);
        await page.close();
      }
      const tts = await open(DEMO_PAGES.tts.path);
      await tts.evaluate(() => document.getElementById('try')!.scrollIntoView());
      await tts.waitForSelector('#try [data-hydrated]', { timeout: STEP_TIMEOUT_MS });
      const generate = await tts.waitForXPath('//*[@id="try"]//button[normalize-space()="生成音频"]');
      await generate!.click();
      await tts.waitForSelector('#try audio[src$=".wav"]', { timeout: STEP_TIMEOUT_MS });
      expect(errors).toEqual([]);
      await tts.close();

      errors = [];
      const asr = await browser.newPage();
      asr.on('pageerror', (error) => errors.push(error.message));
      // Chromium 80 has MediaRecorder; the browsers that lack it (and getUserMedia over http) get this panel.
      await asr.evaluateOnNewDocument(() => delete (window as unknown as { MediaRecorder?: unknown }).MediaRecorder);
      await asr.goto(server.url + DEMO_PAGES.asr.path, { timeout: STEP_TIMEOUT_MS });
      await asr.evaluate(() => document.getElementById('try')!.scrollIntoView());
      await asr.waitForSelector('#try [data-hydrated]', { timeout: STEP_TIMEOUT_MS });
      expect(await asr.evaluate(() => document.getElementById('try')!.textContent)).toContain('当前浏览器不支持录音');
      expect(await asr.evaluate(() => document.querySelector('#try input[type="file"]') !== null)).toBe(true);
      expect(errors).toEqual([]);
      await asr.close();
    });

    it('searches from the header: the box opens, suggestions come, Enter shows the results page (issue 21)', async () => {
      const page = await open('/about.html');
      const box = (await page.waitForSelector('header input[type="search"]'))!;
      await box.click();
      expect(await page.evaluate(() => document.querySelector('header input[type="search"]')!.getBoundingClientRect().width)).toBeGreaterThan(200);
      await box.type('语音');
      await page.waitForSelector('[role="listbox"]:not([hidden]) [role="option"]', { visible: true });
      await box.type('合成');
      await box.press('Enter');
      await page.waitForFunction('location.pathname === "/search.html"');
      await page.waitForSelector(HYDRATED);
      expect(await page.evaluate(() => document.querySelector('main a')!.getAttribute('href'))).toBe('/product/TTS.html');
      expect(await page.evaluate(() => document.title)).toBe('“语音合成”的搜索结果 - 智媒开放平台');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('navigates on the client without reloading the page', async () => {
      const page = await open('/');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const about = await page.waitForXPath('//nav[@aria-label="主导航"]//a[normalize-space()="关于我们"]', { visible: true });
      await about!.click();
      await page.waitForFunction('location.pathname === "/about.html" && /关于我们/.test(document.title)');
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('opens the product menu', async () => {
      const page = await open('/');
      const menu = await page.waitForXPath('//nav[@aria-label="主导航"]//button[normalize-space()="产品矩阵"]', { visible: true });
      // Hovered, as a mouse opens it (a click right after the hover would close it again).
      await menu!.hover();
      await page.waitForXPath('//nav[@aria-label="主导航"]//a[contains(normalize-space(), "语音合成")]', { visible: true });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('opens the chat and streams an answer in event by event', async () => {
      const page = await open('/product/TTS.html');
      const toggle = await page.waitForXPath('//nav[@aria-label="快捷服务"]//button[contains(normalize-space(), "联系咨询")]', { visible: true });
      await toggle!.click();
      const input = await page.waitForSelector('textarea[placeholder="问我关于公司产品的问题吧~"]', { visible: true });
      await input!.type('语音合成支持哪些音色？');
      await input!.press('Enter');
      await page.waitForSelector('[data-testid="chat-answer"]');
      const lengths = new Set<number>();
      for (let i = 0; i < 12; i += 1) {
        lengths.add(await page.evaluate(() => document.querySelector('[data-testid="chat-answer"]')?.textContent?.length ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(lengths.size).toBeGreaterThanOrEqual(4);
      await page.waitForSelector('[data-testid="chat-messages"][aria-busy="false"]', { timeout: 20_000 });
      expect(await page.evaluate(() => document.querySelector('[data-testid="chat-answer"]')?.textContent)).toContain('语音合成');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('opens 合作咨询 with its buttons apart, shows the Chinese messages on an empty submit, and files a valid lead upstream', async () => {
      const page = await open('/');
      const cooperation = await page.waitForXPath('//main//*[self::a or self::button][normalize-space()="合作咨询"]', { visible: true });
      await cooperation!.click();
      const dialog = '//*[@role="dialog"][.//*[normalize-space()="合作咨询"]]';
      const submit = await page.waitForXPath(`${dialog}//button[normalize-space()="提交"]`, { visible: true });
      await submit!.click();
      for (const message of ['请填写手机号码', '未填写姓名', '未填写企业名称']) {
        await page.waitForXPath(`${dialog}//*[normalize-space()="${message}"]`, { visible: true });
      }
      const buttons = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[role="dialog"] button')).map((el) => {
          const r = el.getBoundingClientRect();
          return { name: (el.textContent || '').trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
      );
      expect(touchingPairs(buttons)).toEqual([]);
      const name = `老内核${engineName.replace('Chromium ', '')}号`;
      for (const [field, value] of [
        ['mobile', '13912345678'],
        ['name', name],
        ['company', '临江县融媒体中心'],
      ]) {
        await (await page.waitForSelector(`[role="dialog"] [name="${field}"]`))!.type(value!);
      }
      await submit!.click();
      await page.waitForXPath('//*[normalize-space()="申请已提交，我们会尽快与您联系"]', { visible: true });
      const intents = (await (await fetch(`${mock.url}/intents`)).json()) as { data: { list: Array<Record<string, unknown>> } };
      expect(intents.data.list.find((intent) => intent.intentionName === name)).toMatchObject({
        intentionMobile: '13912345678',
        intentionCompany: '临江县融媒体中心',
      });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('sends one analytics record per navigation, which reaches the log host', async () => {
      const logged = async () => ((await (await fetch(`${mock.url}${LOG_PATH}?limit=1`)).json()) as { data: { total: number } }).data.total;
      const before = await logged();
      const page = await open('/');
      const answered: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST' && new URL(response.url()).pathname === LOG_PATH) answered.push(response.status());
      });
      // The first record may already be on its way: count it from the log host below.
      for (const link of ['关于我们', '政务服务']) {
        const item = await page.waitForXPath(`//nav[@aria-label="主导航"]//a[normalize-space()="${link}"]`, { visible: true });
        await item!.click();
        await page.waitForFunction(`/${link}/.test(document.title)`);
      }
      await expect.poll(logged, { timeout: 10_000 }).toBe(before + 3);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await logged()).toBe(before + 3);
      expect(answered.every((status) => status === 204)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('opens the 无障碍 toolbar, switches 关怀模式 on (larger, black text), and the page keeps it after a reload (issue 40)', async () => {
      const page = await open('/about.html');
      const entry = await page.waitForXPath('//button[normalize-space()="无障碍"]', { visible: true });
      await entry!.click();
      const care = await page.waitForXPath('//section[@aria-label="无障碍工具"]//button[normalize-space()="关怀模式"]', { visible: true });
      await care!.click();
      const state = () =>
        page.evaluate(() => ({
          root: document.documentElement.className,
          text: getComputedStyle(document.querySelector('main p')!).fontSize,
          colour: getComputedStyle(document.body).color,
        }));
      // 15 px body text at 125 %, black on white.
      expect(await state()).toEqual({ root: 'zm-care', text: '18.75px', colour: 'rgb(0, 0, 0)' });
      await page.reload();
      await page.waitForSelector(HYDRATED);
      expect(await state()).toEqual({ root: 'zm-care', text: '18.75px', colour: 'rgb(0, 0, 0)' });
      expect(errors).toEqual([]);
      await page.close();
    });

    it("shows the phone's action bar at 375 px: three actions in a row along the bottom edge, none under another", async () => {
      const page = await open('/product/TTS.html', PHONE);
      const [bar, targets] = await page.evaluate(() => {
        const nav = Array.from(document.querySelectorAll('nav[aria-label="快捷服务"]')).find((el) => getComputedStyle(el).display !== 'none')!;
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { name: (el.textContent || '').trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        };
        return [box(nav), Array.from(nav.querySelectorAll('a, button')).map(box)] as const;
      });
      expect(bar.bottom).toBe(PHONE.height);
      expect(bar.bottom - bar.top).toBeGreaterThanOrEqual(56);
      expect(targets.map((t) => t.name)).toEqual(['在线咨询', '电话咨询', '免费试用']);
      targets.forEach((t, i) => {
        expect(Math.min(t.right - t.left, t.bottom - t.top), t.name).toBeGreaterThanOrEqual(44);
        if (i > 0) expect(t.left, t.name).toBeGreaterThanOrEqual(targets[i - 1]!.right);
      });
      expect(errors).toEqual([]);
      await page.close();
    });

    it.each([
      ['1440 px', DESKTOP],
      ['375 px', PHONE],
    ])('keeps every header and hero button apart from the others at %s', async (_width, viewport) => {
      // The home page's hero has three actions and the product tabs; other pages' heroes have none.
      for (const [path, heroButtons, tabButtons] of [
        ['/', 3, 2],
        ['/product/TTS.html', 0, 0],
        ['/gov.html', 0, 0],
      ] as const) {
        const page = await open(path, viewport);
        const [header, hero, tabs] = await page.evaluate(buttonBoxes);
        // The logo, the main action and the phone menu; on a phone the main action is the action bar's (issue 27).
        expect(header!.length, `${path} header`).toBeGreaterThanOrEqual(viewport === PHONE ? 2 : 3);
        expect(hero!.length, `${path} hero`).toBeGreaterThanOrEqual(heroButtons);
        expect(tabs!.length, `${path} tabs`).toBeGreaterThanOrEqual(tabButtons);
        expect(touchingPairs(header!), `${path} header`).toEqual([]);
        expect(touchingPairs(hero!), `${path} hero`).toEqual([]);
        expect(touchingPairs(tabs!), `${path} tabs`).toEqual([]);
        await page.close();
      }
    });
  });
});
