import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { styleBatches } from '../../../../server/render/styleBatches';

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
