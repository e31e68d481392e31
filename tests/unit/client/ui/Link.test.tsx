import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link, type LinkProps } from '../../../../client/ui/Link';

/** The link as the router's hooks write it (the browser's bundle, or none), on a page two levels down. */
const withHooks = (props: LinkProps) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/product/TTS.html']}>
      <Link {...props} />
    </MemoryRouter>,
  );
/** The link as the server's bundle writes it (build.ts sets ZHIMEI_BUNDLE): no router around it at all. */
const inServerBundle = (element: React.ReactElement) => {
  vi.stubEnv('ZHIMEI_BUNDLE', 'server');
  try {
    return renderToStaticMarkup(element);
  } finally {
    vi.unstubAllEnvs();
  }
};
const onServer = (props: LinkProps) => inServerBundle(<Link {...props} />);

const PATHS = [
  '/',
  '/product/TTS.html',
  '/docCenter.html?doc=302',
  '/cooperation.html#contact',
  '/search.html?q=语音 合成&page=2#r',
  '/a//b',
  '/a/./b/../c',
  '/../x',
  '/x?',
  '/x#',
  '/x?#',
  '/trailing/',
  '/%E4%B8%AD',
  '/中文.html',
];

describe("a link in the server's bundle", () => {
  it.each(PATHS)('writes %s exactly as the router hooks would, without a router', (to) => {
    const props: LinkProps = { to, className: 'c', target: '_self', title: 't' };
    expect(onServer(props)).toBe(withHooks(props));
  });

  it('writes any path from the root as the router hooks would', () => {
    const segment = fc.stringMatching(/^[\w.%~ \-中文]{0,6}$/);
    const path = fc.tuple(
      fc.array(fc.oneof(segment, fc.constantFrom('.', '..', '')), { maxLength: 5 }),
      fc.stringMatching(/^(\?[\w=&?#]{0,6})?(#[\w#?]{0,4})?$/),
    );
    fc.assert(
      fc.property(path, ([segments, rest]) => {
        const to = `/${segments.join('/')}${rest}`;
        // `//host` is another site's address, left as it is before any router is asked (below).
        fc.pre(!to.startsWith('//'));
        expect(onServer({ to })).toBe(withHooks({ to }));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves an address of another site as it is, with no router either', () => {
    expect(onServer({ to: 'https://beian.miit.gov.cn/', target: '_blank', rel: 'noopener' })).toBe(
      '<a rel="noopener" href="https://beian.miit.gov.cn/" target="_blank"></a>',
    );
    expect(onServer({ to: '//cdn.example.com/x' })).toBe('<a href="//cdn.example.com/x"></a>');
  });

  it('takes the hooks for a path relative to the route, resolved as the router would', () => {
    expect(
      inServerBundle(
        <MemoryRouter initialEntries={['/product/TTS.html']}>
          <Link to="ASR.html" />
        </MemoryRouter>,
      ),
    ).toBe(withHooks({ to: 'ASR.html' }));
    // Without a router around it, it could only be the hooks that threw.
    expect(() => onServer({ to: 'ASR.html' })).toThrow(/Router/);
  });
});
