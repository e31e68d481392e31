import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet, version } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { StyleCache, styleTag } from '../../../server/render/styleCache';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Base = createGlobalStyle`body { margin: 0; }`;
const Title = styled.h1`
  color: rgb(1, 2, 3);
  &:hover { color: rgb(4, 5, 6); }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;
const Tone = styled.p<{ $loud: boolean }>`
  font-weight: ${({ $loud }) => ($loud ? 700 : 400)};
`;

function Page({ loud }: { loud: boolean }) {
  return (
    <>
      <Base />
      <Title>标题</Title>
      <Spinner />
      <Tone $loud={loud}>正文</Tone>
    </>
  );
}

/** One request's render: a fresh sheet, with or without the cache. */
function render(element: React.ReactElement, cache?: StyleCache, nonce?: string) {
  const sheet = new ServerStyleSheet(nonce ? { nonce } : {});
  cache?.attach(sheet);
  const html = renderToString(sheet.collectStyles(element));
  return { html, tags: sheet.getStyleTags() };
}

describe('the style cache', () => {
  it('prints exactly what styled-components prints, on the first request and every one after', () => {
    const cache = new StyleCache();
    const plain = render(<Page loud={false} />, undefined, 'abc');
    expect(plain.tags).toContain('rgb(1, 2, 3)');
    for (let i = 0; i < 3; i++) expect(render(<Page loud={false} />, cache, 'abc')).toEqual(plain);
  });

  it('gives each page its own styles: a prop that changes the CSS changes the printed rules', () => {
    const cache = new StyleCache();
    render(<Page loud={false} />, cache);
    const loud = render(<Page loud />, cache);
    expect(loud.tags).toContain('font-weight:700');
    expect(loud.tags).not.toContain('font-weight:400');
    expect(loud).toEqual(render(<Page loud />));
  });

  it('remembers rules and printed batches, so later requests skip generating them', () => {
    const cache = new StyleCache();
    render(<Page loud={false} />, cache);
    const after = cache.size;
    expect(after.rules).toBeGreaterThanOrEqual(4);
    expect(after.batches).toBe(1);
    render(<Page loud={false} />, cache);
    expect(cache.size).toEqual(after);
  });

  it('stops remembering at its bounds and still prints every page whole', () => {
    const cache = new StyleCache(2, 1);
    render(<Page loud={false} />, cache);
    expect(cache.size).toEqual({ rules: 2, batches: 1 });
    expect(render(<Page loud />, cache)).toEqual(render(<Page loud />));
    expect(cache.size).toEqual({ rules: 2, batches: 1 });
  });

  it('starts a new batch after each print, as the stream asks for styles section by section', () => {
    const cache = new StyleCache();
    const sheet = new ServerStyleSheet();
    cache.attach(sheet);
    renderToString(sheet.collectStyles(<Title>一</Title>));
    expect(sheet._emitSheetCSS()).toContain('rgb(1, 2, 3)');
    sheet.instance.clearTag();
    renderToString(sheet.collectStyles(<Tone $loud>二</Tone>));
    const second = sheet._emitSheetCSS();
    expect(second).toContain('font-weight:700');
    expect(second).not.toContain('rgb(1, 2, 3)');
  });

  it('hands the stream each batch as the bytes of the tag styled-components prints, then starts a new one', () => {
    const cache = new StyleCache();
    const expected = render(<Page loud={false} />, undefined, 'abc').tags;
    for (let i = 0; i < 2; i++) {
      const sheet = new ServerStyleSheet({ nonce: 'abc' });
      const batches = cache.attach(sheet);
      renderToString(sheet.collectStyles(<Page loud={false} />));
      expect(Buffer.concat(batches.take()).toString()).toBe(expected);
      expect(batches.take()).toEqual([]);
      renderToString(sheet.collectStyles(<Tone $loud>二</Tone>));
      const next = Buffer.concat(batches.take()).toString();
      expect(next).toContain('font-weight:700');
      expect(next).not.toContain('rgb(1, 2, 3)');
    }
  });

  it('writes its tag as ServerStyleSheet does, so the browser rehydrates from it', () => {
    const sheet = new ServerStyleSheet({ nonce: 'n0nce' });
    renderToString(sheet.collectStyles(<Title>标题</Title>));
    const css = sheet.instance.toString();
    expect(styleTag(css, 'n0nce')).toBe(sheet.getStyleTags());
    expect(styleTag('', 'n0nce')).toBe('');
  });
});

/**
 * styleCache.ts reaches into styled-components' internals, which no semver range protects:
 * these fail, naming it, when an upgrade changes what it relies on.
 */
describe('the styled-components internals styleCache.ts patches', () => {
  const GUARD = 'server/render/styleCache.ts relies on this private API of styled-components; check it against this version before upgrading';
  const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
  const installed = JSON.parse(readFileSync(new URL('../../../node_modules/styled-components/package.json', import.meta.url), 'utf8')) as { version: string };

  it('are those of the exact version package.json pins', () => {
    expect(packageJson.dependencies['styled-components'], `${GUARD}: pin an exact version, no range`).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed.version, `${GUARD}: the installed version is not the pinned one`).toBe(packageJson.dependencies['styled-components']);
    expect(version, `${GUARD}: its tags carry the version export`).toBe(installed.version);
  });

  it('has the members and methods it reads and replaces, with their arity', () => {
    const styles = new ServerStyleSheet({ nonce: 'n0nce' });
    const sheet = styles.instance as unknown as Record<string, unknown> & { options: { nonce?: string } };
    expect(typeof sheet, `${GUARD}: ServerStyleSheet#instance`).toBe('object');
    expect(sheet.options?.nonce, `${GUARD}: instance.options.nonce`).toBe('n0nce');
    const arity = { hasNameForId: 2, registerName: 2, insertRules: 3, clearNames: 1, clearRules: 1, clearTag: 0, toString: 0 };
    for (const [method, length] of Object.entries(arity)) {
      expect(typeof sheet[method], `${GUARD}: instance.${method}`).toBe('function');
      expect((sheet[method] as () => void).length, `${GUARD}: instance.${method}'s arity`).toBe(length);
    }
    const emit = Object.getOwnPropertyDescriptor(styles, '_emitSheetCSS');
    expect(typeof emit?.value, `${GUARD}: ServerStyleSheet#_emitSheetCSS, its own property`).toBe('function');
    expect(emit?.writable, `${GUARD}: ServerStyleSheet#_emitSheetCSS must be replaceable`).toBe(true);
    expect((emit?.value as () => string).length, `${GUARD}: _emitSheetCSS's arity`).toBe(0);
  });

  /** What one render asks of and inserts into its sheet, through the instance's own properties. */
  function callsOf(element: React.ReactElement) {
    const styles = new ServerStyleSheet();
    const sheet = styles.instance;
    const calls: { method: string; args: unknown[] }[] = [];
    for (const method of ['hasNameForId', 'insertRules', 'clearRules'] as const) {
      const original = (sheet[method] as (...args: unknown[]) => unknown).bind(sheet);
      (sheet as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        calls.push({ method, args });
        return original(...args);
      };
    }
    renderToString(styles.collectStyles(element));
    return {
      asked: calls.filter((call) => call.method === 'hasNameForId').map(({ args }) => args),
      inserted: calls.filter((call) => call.method === 'insertRules').map(({ args }) => args as [string, string, string[]]),
    };
  }

  it('calls the replaced methods on the instance while rendering, with the arguments it expects', () => {
    const { asked, inserted } = callsOf(<Page loud />);
    expect(asked.length, `${GUARD}: a render asks instance.hasNameForId(id, name) before generating CSS`).toBeGreaterThan(0);
    expect(inserted.length, `${GUARD}: a render inserts through instance.insertRules(id, name, rules)`).toBeGreaterThan(0);
    for (const args of asked)
      expect(
        args.map((arg) => typeof arg),
        `${GUARD}: hasNameForId(id, name)`,
      ).toEqual(['string', 'string']);
    for (const args of inserted) {
      expect(
        args.map((arg) => typeof arg),
        `${GUARD}: insertRules(id, name, rules)`,
      ).toEqual(['string', 'string', 'object']);
      expect(Array.isArray(args[2]) && args[2].every((rule) => typeof rule === 'string'), `${GUARD}: insertRules' rules are strings`).toBe(true);
    }
    // Global styles keep one name whatever their CSS: styleCache.ts tells them by this prefix (GLOBAL_STYLE_ID).
    expect(
      inserted.some(([id]) => id.startsWith('sc-global-')),
      `${GUARD}: global styles' ids start with sc-global-`,
    ).toBe(true);
  });

  it('names a component’s rules by its CSS, so one (id, name) pair always has the same rules', () => {
    const loud = callsOf(<Page loud />).inserted.find(([, , rules]) => rules.join('').includes('font-weight:700'));
    const quiet = callsOf(<Page loud={false} />).inserted.find(([, , rules]) => rules.join('').includes('font-weight:400'));
    const again = callsOf(<Page loud />).inserted.find(([, , rules]) => rules.join('').includes('font-weight:700'));
    expect(loud && quiet, `${GUARD}: a component's rules go in through insertRules`).toBeTruthy();
    expect(quiet![0], `${GUARD}: one component, one id`).toBe(loud![0]);
    expect(quiet![1], `${GUARD}: other CSS, another name`).not.toBe(loud![1]);
    expect(again, `${GUARD}: the same CSS, the same name and rules`).toEqual(loud);
  });

  it('prints its style tags through the replaceable _emitSheetCSS, and a fresh instance prints the rules inserted into it', () => {
    const styles = new ServerStyleSheet();
    styles._emitSheetCSS = () => '<style>replaced</style>';
    expect(styles.getStyleTags(), `${GUARD}: getStyleTags goes through _emitSheetCSS`).toBe('<style>replaced</style>');
    const printer = new ServerStyleSheet().instance;
    printer.insertRules('sc-guard', 'sc-guard-a', ['.a{color:red;}']);
    expect(printer.toString(), `${GUARD}: instance.toString prints the inserted rules`).toContain('.a{color:red;}');
  });
});
