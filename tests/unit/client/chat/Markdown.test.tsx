import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from '../../../../client/chat/Markdown';
import { stripTags } from '../../../../client/chat/stripTags';
import { isHumanServiceRequest } from '../../../../client/chat/useChatStream';

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

describe('Markdown', () => {
  it('renders paragraphs with line breaks, lists, bold and links', () => {
    expect(html('您好！\n关于**语音合成**：\n\n- 多音色\n- 多语种\n\n1. 注册\n2. 接入\n\n[了解更多：语音合成](/product/TTS.html)')).toBe(
      '<p>您好！<br/>关于<strong>语音合成</strong>：</p><ul><li>多音色</li><li>多语种</li></ul><ol><li>注册</li><li>接入</li></ol>' +
        '<p><a href="/product/TTS.html">了解更多：语音合成</a></p>',
    );
  });

  it('shows a bold left open (a piece still streaming, an answer stopped mid-word) without its stars', () => {
    expect(html('为您推荐 **语音')).toBe('<p>为您推荐 语音</p>');
    expect(html('**语音合成**与**语')).toBe('<p><strong>语音合成</strong>与语</p>');
  });

  it('never inserts HTML from the answer', () => {
    const out = html('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;');
  });

  it('links only to this site and to http(s) pages, external ones in a new tab', () => {
    expect(html('[x](javascript:alert(1))')).not.toContain('<a');
    expect(safeHref('//evil.example.com')).toBeNull();
    expect(html('[官网](https://www.example.com/)')).toContain('target="_blank" rel="noopener noreferrer"');
  });
});

describe('safeHref', () => {
  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a slash and a backslash, which browsers read as //', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in a path', '/docs\\..\\\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL behind a space', ' javascript:alert(1)'],
    ['a javascript: URL with a tab inside', 'java\tscript:alert(1)'],
    ['a path with a newline inside', '/\n/evil.example'],
    ['a path with a tab after its slash', '/\t/evil.example'],
    ['a path behind a space', ' /about.html'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a vbscript: URL', 'vbscript:msgbox(1)'],
    ['a relative path without its slash', 'about.html'],
    ['an ftp URL', 'ftp://files.example.com/'],
  ])('refuses %s', (_, href) => {
    expect(safeHref(href)).toBeNull();
  });

  it.each([
    ['a path of this site', '/product/TTS.html', '/product/TTS.html'],
    ['a path with a query and a hash', '/docCenter.html?doc=3#top', '/docCenter.html?doc=3#top'],
    ['a path with an escaped backslash, which stays a path', '/%5Cevil.example', '/%5Cevil.example'],
    ['a path in Chinese', '/搜索?q=语音', '/搜索?q=语音'],
    ['an https page', 'https://www.example.com/a?b=1', 'https://www.example.com/a?b=1'],
    ['an http page, normalised', 'HTTP://Example.com', 'http://example.com/'],
  ])('keeps %s', (_, href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('leaves a refused link as plain text', () => {
    expect(html('[官网](/\\evil.example)')).toBe('<p>[官网](/\\evil.example)</p>');
  });
});

describe('the chat input rules', () => {
  it('strips tags from the visitor text', () => {
    expect(stripTags('<p>你好</p><br/>')).toBe('你好');
  });

  it('recognises exactly the five human-service phrases, trimmed', () => {
    for (const phrase of ['人工', '转人工', '商务合作', '人工服务', '联系合作']) expect(isHumanServiceRequest(` ${phrase} `)).toBe(true);
    expect(isHumanServiceRequest('我要人工')).toBe(false);
  });
});
