import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
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
