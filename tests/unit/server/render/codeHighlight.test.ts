import { describe, expect, it } from 'vitest';
import { highlightCode, MAX_HIGHLIGHTED_CHARS, withHighlightedCode } from '../../../../server/render/codeHighlight';

describe('highlightCode', () => {
  it('marks a known language’s tokens with highlight.js classes, the text escaped where it must be', () => {
    expect(highlightCode('{"tag": "<b>", "n": 200}', 'json')).toBe(
      '<span class="hljs-punctuation">{</span><span class="hljs-attr">"tag"</span><span class="hljs-punctuation">:</span> <span class="hljs-string">"&lt;b&gt;"</span>' +
        '<span class="hljs-punctuation">,</span> <span class="hljs-attr">"n"</span><span class="hljs-punctuation">:</span> <span class="hljs-number">200</span><span class="hljs-punctuation">}</span>',
    );
  });

  it.each([
    ['JavaScript', 'const x = "1";'],
    ['js', 'const x = "1";'],
    ['ts', 'let x: string;'],
    ['python', 'def f(): pass'],
    ['py', 'import os'],
    ['sh', 'echo "$HOME"'],
    ['Bash', 'curl -X POST "$URL"'],
    ['html', '<p class="a">x</p>'],
    ['http', 'POST /open/v1/tts HTTP/1.1'],
    ['go', 'func main() {}'],
    ['java', 'public class A {}'],
    ['php', '<?php echo "x"; ?>'],
  ])('knows %s by its usual name, in any case', (language, code) => {
    expect(highlightCode(code, language)).toContain('<span class="hljs-');
  });

  it('writes classes only: no style attribute, no other tag', () => {
    const html = highlightCode('import { x } from "y"; // 注释\nconst a = `${b}` + 1;', 'typescript');
    expect(html).not.toMatch(/style=|<(?!\/?span[ >])/);
  });

  it('escapes the code of an unknown language, or none, as plain text', () => {
    expect(highlightCode('<b>a</b> & "c"', 'no-such')).toBe('&lt;b&gt;a&lt;/b&gt; &amp; &quot;c&quot;');
    expect(highlightCode("it's <i>", undefined)).toBe('it&#39;s &lt;i&gt;');
  });

  it('shows a sample longer than it highlights as plain text', () => {
    const long = 'const a = 1;\n'.repeat(MAX_HIGHLIGHTED_CHARS / 10);
    expect(highlightCode(long, 'javascript')).not.toContain('<span');
  });
});

describe('withHighlightedCode', () => {
  it('adds the highlighted html to every sample of the sections and their subsections, dropping the upstream’s', () => {
    const data = withHighlightedCode({
      title: '示例',
      sections: [
        {
          heading: '请求',
          paragraphs: [],
          code: [{ language: 'json', code: '1', html: '<img src=x onerror=alert(1)>', extra: 'x' }, { code: 5 }, 'text'],
          subsections: [{ heading: '子', paragraphs: [], code: [{ code: 'a<b' }], subsections: [{ heading: '孙', code: [{ code: 'x', html: '<b>' }] }] }],
        },
      ],
    });
    expect(data).toEqual({
      title: '示例',
      sections: [
        {
          heading: '请求',
          paragraphs: [],
          code: [{ language: 'json', code: '1', html: '<span class="hljs-number">1</span>' }],
          // A subsection's own subsections are not shown, so not passed on.
          subsections: [{ heading: '子', paragraphs: [], code: [{ code: 'a<b', html: 'a&lt;b' }] }],
        },
      ],
    });
  });

  it('passes data that is not a document unchanged', () => {
    for (const data of [null, 5, 'x', [], { sections: 'none' }]) expect(withHighlightedCode(data)).toBe(data);
  });
});
