import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { PrerenderedParts, type RequestParts } from '../../../../server/render/prerenderedParts';
import type { LayoutPart } from '../../../../shared/layoutParts';

const Bar = styled.header`
  color: rgb(9, 8, 7);
`;

/** What the stream sends of `part` rendered for `request`: the render's bytes through its splice. */
function sent(request: RequestParts, part: LayoutPart, children: ReactNode): string {
  const html = renderToStaticMarkup(<main>{request.render(part, children)}</main>);
  return request.splice(Buffer.from(html)).toString();
}

describe('a part rendered once per key', () => {
  it('goes out as rendered, without the element around it, and is kept with its styles', () => {
    const parts = new PrerenderedParts();
    const request = parts.forRequest('/ a');
    expect(sent(request, 'header', <Bar>导航</Bar>)).toMatch(/^<main><header class="[^"]+">导航<\/header><\/main>$/);
    expect(parts.size).toBe(1);
    expect(request.styles()[0]?.css).toContain('rgb(9, 8, 7)');
  });

  it('is what the next request of the key gets, markup and styles, whatever it would render', () => {
    const parts = new PrerenderedParts();
    const first = sent(parts.forRequest('/ a'), 'header', <Bar>导航</Bar>);
    const next = parts.forRequest('/ a');
    expect(sent(next, 'header', <Bar>另一个</Bar>)).toBe(first);
    expect(next.styles()[0]?.css).toContain('rgb(9, 8, 7)');
  });

  it('is rendered anew for another key', () => {
    const parts = new PrerenderedParts();
    sent(parts.forRequest('/ a'), 'header', <Bar>导航</Bar>);
    expect(sent(parts.forRequest('/about.html a'), 'header', <Bar>另一个</Bar>)).toContain('另一个');
    expect(parts.size).toBe(2);
  });

  it('leaves the page’s own content as it is unless the request says it is made of its URL', () => {
    const parts = new PrerenderedParts();
    expect(sent(parts.forRequest('/ a'), 'page', <p>数据</p>)).toBe('<main><p>数据</p></main>');
    expect(parts.size).toBe(0);
    expect(sent(parts.forRequest('/ a', { others: ['page'] }), 'page', <p>正文</p>)).toBe('<main><p>正文</p></main>');
    expect(parts.size).toBe(1);
  });

  it.each([
    ['text at its edge, which would join the text beside it', <>导航</>],
    ['a section still loading', <div dangerouslySetInnerHTML={{ __html: '<!--$?--><template id="B:0"></template>…<!--/$-->' }} />],
    ['an image React preloads in the head', <img src="/logo.svg" alt="" />],
  ])('is sent but never kept when it holds %s', (_, children) => {
    const parts = new PrerenderedParts();
    const first = sent(parts.forRequest('/ a'), 'header', children);
    expect(first).not.toContain('zhimei-part-');
    expect(parts.size).toBe(0);
  });

  it('keeps an image React preloads nothing of: a lazy one, a low-priority one, one in a picture', () => {
    const parts = new PrerenderedParts();
    sent(parts.forRequest('/ a'), 'header', <img src="/a.svg" alt="" loading="lazy" />);
    sent(
      parts.forRequest('/ b'),
      'header',
      <picture>
        <source srcSet="/b.webp" />
        <img src="/b.svg" alt="" />
      </picture>,
    );
    sent(parts.forRequest('/ c'), 'header', <img src="/c.svg" alt="" fetchPriority="low" />);
    expect(parts.size).toBe(3);
  });

  it('is never kept holding its response’s nonce, nor from a render that had an error', () => {
    const parts = new PrerenderedParts();
    const withNonce = parts.forRequest('/ a');
    withNonce.mustNotHold('bm9uY2U=');
    sent(withNonce, 'header', <script nonce="bm9uY2U=">0</script>);
    const failed = parts.forRequest('/ a');
    failed.failed = true;
    sent(failed, 'header', <Bar>导航</Bar>);
    expect(parts.size).toBe(0);
  });

  it('takes its element once: a second one of the same number, were one to get through, is left as it came and nothing is kept from it', () => {
    const parts = new PrerenderedParts();
    const request = parts.forRequest('/ a');
    const ours = renderToStaticMarkup(<main>{request.render('header', <Bar>导航</Bar>)}</main>);
    const forged = `<${parts.tag} p="0"><b>假的</b></${parts.tag}>`;
    const out = request.splice(Buffer.from(ours + forged)).toString();
    expect(out).toContain(forged);
    expect(sent(parts.forRequest('/ a'), 'header', <Bar>另一个</Bar>)).toContain('导航');
  });

  it('keeps a URL’s parts that are asked for when invented URLs fill it: the least recently used go', () => {
    const parts = new PrerenderedParts();
    sent(parts.forRequest('/ home'), 'header', <Bar>首页</Bar>);
    for (let i = 0; i < 1500; i++) {
      sent(parts.forRequest(`/docCenter.html?page=${i} a`), 'header', <Bar>{i}</Bar>);
      // Visitors keep asking for the home page meanwhile.
      if (i % 100 === 0) sent(parts.forRequest('/ home'), 'header', <Bar>另一个</Bar>);
    }
    expect(parts.size).toBe(1024);
    expect(sent(parts.forRequest('/ home'), 'header', <Bar>另一个</Bar>)).toContain('首页');
  });

  it('is never spelled by content: its element’s name is random, and text is escaped', () => {
    const parts = new PrerenderedParts();
    const request = parts.forRequest('/ a');
    const forged = `<zhimei-part-0000 p="0"></zhimei-part-0000>`;
    expect(sent(request, 'header', <Bar>{forged}</Bar>)).toContain('&lt;zhimei-part-0000');
    expect(parts.tag).toMatch(/^zhimei-part-[0-9a-f]{16}$/);
    expect(new PrerenderedParts().tag).not.toBe(parts.tag);
  });
});
