import type React from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { styleBatches, stylesOfTag } from '../../../../server/render/styleBatches';

const Title = styled.h1`
  color: rgb(1, 2, 3);
`;
const Tone = styled.p<{ $loud: boolean }>`
  font-weight: ${({ $loud }) => ($loud ? 700 : 400)};
`;

const text = (bytes: Buffer[]) => Buffer.concat(bytes).toString();

describe('the style batches of one request', () => {
  it('hands the stream the tag styled-components prints first, then only what a later section added', () => {
    const sheet = new ServerStyleSheet({ nonce: 'abc' });
    const batches = styleBatches(sheet);
    renderToString(sheet.collectStyles(<Title>一</Title>));
    const printed = sheet.getStyleTags();
    expect(text(batches.take())).toBe(printed);
    expect(batches.take()).toEqual([]);
    renderToString(sheet.collectStyles(<Tone $loud>二</Tone>));
    const next = text(batches.take());
    expect(next).toMatch(/^<style nonce="abc" data-styled="true"[^>]*>.*font-weight:700.*<\/style>$/s);
    expect(next).not.toContain('rgb(1, 2, 3)');
    expect(next).toMatch(/data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]+"\}/);
  });

  it('sends a new rule of a group already sent, with the group line the browser rehydrates from', () => {
    const sheet = new ServerStyleSheet();
    const batches = styleBatches(sheet);
    renderToString(sheet.collectStyles(<Tone $loud={false}>一</Tone>));
    expect(text(batches.take())).toContain('font-weight:400');
    renderToString(sheet.collectStyles(<Tone $loud>二</Tone>));
    const next = text(batches.take());
    expect(next).toContain('font-weight:700');
    expect(next).not.toContain('font-weight:400');
  });
});

/** Prints what `element` renders into a sheet of its own: the styles of a part (server/render/prerenderedParts.ts). */
function partStyles(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(element));
  return stylesOfTag(sheet.getStyleTags());
}

/** The group numbers of a printed sheet, in the order printed. */
const groupsOf = (css: string) => [...css.matchAll(/\.g(\d+)\[id=/g)].map((match) => Number(match[1]));

const Base = styled.div`
  padding: 1px;
`;
/** Styled from Base: its group comes after Base's, and so must its rules, to win the cascade. */
const Extended = styled(Base)`
  padding: 2px;
`;

describe('a page’s first batch with the styles of the parts it reused', () => {
  it('is one sheet: the groups in their order whichever sheet each came from, each rule and class name once', () => {
    const sheet = new ServerStyleSheet({ nonce: 'abc' });
    const batches = styleBatches(sheet, () => [partStyles(<Base>部分</Base>), partStyles(<Title>部分</Title>)], 'abc');
    renderToString(sheet.collectStyles(<Extended>页面</Extended>));
    const first = text(batches.take());
    expect(first).toMatch(/^<style nonce="abc" data-styled="true"[^>]*>/);
    const css = first.slice(first.indexOf('>') + 1, first.lastIndexOf('</style>'));
    const groups = groupsOf(css);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    // Base's group: its own rule (from the part) and the one Extended's element gave it (from the page), printed once each.
    expect(css.match(/padding:1px/g)).toHaveLength(1);
    expect(css.indexOf('padding:1px')).toBeLessThan(css.indexOf('padding:2px'));
    expect(css).toContain('rgb(1, 2, 3)');
    expect(batches.take()).toEqual([]);
  });

  it('sends a later section’s new rules alone, nothing the first batch had', () => {
    const sheet = new ServerStyleSheet();
    const batches = styleBatches(sheet, () => [partStyles(<Tone $loud={false}>部分</Tone>)]);
    renderToString(sheet.collectStyles(<Title>页面</Title>));
    expect(text(batches.take())).toContain('font-weight:400');
    renderToString(sheet.collectStyles(<Tone $loud>后来</Tone>));
    const next = text(batches.take());
    expect(next).toContain('font-weight:700');
    expect(next).not.toContain('font-weight:400');
    expect(next).not.toContain('rgb(1, 2, 3)');
  });

  it('sends what a section streaming in late inside a part rendered for this request adds to the part’s sheet', () => {
    const sheet = new ServerStyleSheet();
    const partSheet = new ServerStyleSheet();
    renderToString(partSheet.collectStyles(<Title>部分</Title>));
    const live = () => [stylesOfTag(partSheet.getStyleTags())];
    const batches = styleBatches(sheet, live);
    renderToString(sheet.collectStyles(<p>页面</p>));
    expect(text(batches.take())).toContain('rgb(1, 2, 3)');
    expect(batches.take()).toEqual([]);
    renderToString(partSheet.collectStyles(<Tone $loud>后来</Tone>));
    const next = text(batches.take());
    expect(next).toContain('font-weight:700');
    expect(next).not.toContain('rgb(1, 2, 3)');
  });

  it('takes its tag, with the response’s nonce, from a part when the page itself styled nothing', () => {
    const sheet = new ServerStyleSheet({ nonce: 'xyz' });
    const batches = styleBatches(sheet, () => [partStyles(<Title>部分</Title>)], 'xyz');
    renderToString(sheet.collectStyles(<p>页面</p>));
    expect(text(batches.take())).toMatch(/^<style nonce="xyz" data-styled="true"[^>]*>.*rgb\(1, 2, 3\).*<\/style>$/s);
  });
});
