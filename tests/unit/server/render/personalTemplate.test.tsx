/**
 * A logged-in page's template (server/render/personalTemplate.ts): cut where the placeholder
 * lands, filled as React and scriptJson would have written the name, gzip that decodes to the
 * same bytes, and no template where the name lands anywhere else or is changed on the way.
 */
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../../server/render/pageCache';
import {
  checkedTemplate,
  cutAtPlaceholder,
  filledGzip,
  filledIdentity,
  placeholderName,
  PROBE_NAME,
  slotKindAt,
} from '../../../../server/render/personalTemplate';
import { scriptJson } from '../../../../shared/scriptJson';

const CSP = "script-src 'self'";

/** A page with the name where the header puts it: a title attribute, a link's text, the app data. */
function page(name: string, wrap: (name: string) => string = (n) => n): PageDocument {
  const html = renderToStaticMarkup(
    <html>
      <body>
        <a href="/console" title={`当前租户：${wrap(name)}`}>
          {wrap(name) || '已登录'}
        </a>
        <script type="application/json" id="app-data" dangerouslySetInnerHTML={{ __html: scriptJson({ visitor: { tenantName: wrap(name) } }) }} />
      </body>
    </html>,
  );
  return { identity: Buffer.from(html), csp: CSP };
}

/** The template of `page`, checked with the probe as the server checks it. */
function templateOf(wrap?: (name: string) => string) {
  const placeholder = placeholderName();
  return checkedTemplate(cutAtPlaceholder(page(placeholder, wrap), placeholder), page(PROBE_NAME, wrap));
}

describe('a logged-in page’s template', () => {
  it('is cut at the title attribute, the link text and the JSON, and filled with any name is the page React renders for it', () => {
    const template = templateOf();
    expect(template?.slots).toEqual(['attribute', 'text', 'json']);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (name) => {
        expect(filledIdentity(template!, name).toString()).toBe(page(name).identity.toString());
      }),
      { numRuns: 300 },
    );
  });

  it('sends gzip that decodes, its length and check sum right, to the same bytes: a name longer than a stored block too', () => {
    const template = templateOf()!;
    for (const name of ['星海日报社', '<&>"\'', '\u2028', '星'.repeat(30_000), 'x'.repeat(70_000)]) {
      expect(gunzipSync(filledGzip(template, name)).equals(filledIdentity(template, name))).toBe(true);
    }
  });

  it('makes none when a component changes the name on the way (cut short here): the probe’s page differs', () => {
    expect(templateOf((name) => name.slice(0, 10))).toBeUndefined();
  });

  it('makes none when the policy would change with the name', () => {
    const placeholder = placeholderName();
    const template = cutAtPlaceholder(page(placeholder), placeholder);
    expect(checkedTemplate(template, { ...page(PROBE_NAME), csp: `${CSP} 'sha256-other'` })).toBeUndefined();
  });

  it('cuts nothing for an empty placeholder: a tenant with no name sees one page', () => {
    const template = cutAtPlaceholder(page(''), '')!;
    expect(template.slots).toEqual([]);
    expect(filledIdentity(template, '').toString()).toContain('>已登录</a>');
  });

  it.each([
    ['a style', '<style>.a{content:"P"}</style>'],
    ['a script that runs', '<script>var a="P"</script>'],
    ['a script that runs, after a data block', '<script type="application/json">{}</script><script>var a="P"</script>'],
    ['a comment', '<!-- P -->'],
    ['a tag’s name', '<P>'],
    ['an attribute’s name', '<a P="1">'],
    ['an unquoted attribute value', '<a title=P>'],
    ['a data block, outside a string', '<script type="application/json">{"a":P}</script>'],
  ])('makes none when the name lands in %s', (_where, html) => {
    const placeholder = placeholderName();
    const document = { identity: Buffer.from(`<p>text</p>${html.replace('P', placeholder)}`), csp: CSP };
    expect(cutAtPlaceholder(document, placeholder)).toBeUndefined();
  });

  it.each([
    ['text', '<p>P</p>', 'text'],
    ['text after a closed script', '<script>1</script><p>P</p>', 'text'],
    ['text after a comment', '<!-- -->P', 'text'],
    ['a double-quoted attribute', '<a title="x P" href="/">', 'attribute'],
    ['a JSON string', '<script type="application/json" id="app-data">{"a":"x\\"P"}</script>', 'json'],
  ])('reads %s as a place for a name', (_where, html, kind) => {
    const at = html.indexOf('P');
    expect(slotKindAt(html, at)).toBe(kind);
  });
});
