import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../shared/scriptJson';

const HOSTILE = {
  title: '</script><script>alert(1)</script>',
  comment: '<!-- <script> -->',
  cdata: ']]> & &amp; <![CDATA[',
  lines: 'one\u2028two\u2029three',
  nested: [{ html: '</SCRIPT >', text: '星海 & 智媒 > 其他' }],
};

describe('scriptJson', () => {
  const written = scriptJson(HOSTILE);

  it('reads back through JSON.parse as the same value', () => {
    expect(JSON.parse(written)).toEqual(HOSTILE);
  });

  it('leaves nothing that could end the script, open a comment or end a line', () => {
    expect(written.toLowerCase()).not.toContain('</script');
    expect(written).not.toContain('<!--');
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('writes what needs no escape as JSON.stringify does', () => {
    const plain = { ok: true, data: { list: ['政务', 42, null] } };
    expect(scriptJson(plain)).toBe(JSON.stringify(plain));
  });
});
