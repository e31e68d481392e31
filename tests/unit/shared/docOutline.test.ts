import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docOutline, headingSlug, tocOf } from '../../../shared/docOutline';

const section = (heading: string, subsections: string[] = []) => ({
  heading,
  paragraphs: ['正文。'],
  subsections: subsections.map((sub) => ({ heading: sub, paragraphs: ['正文。'] })),
});

describe('headingSlug', () => {
  it.each([
    ['接口概述', '接口概述'],
    ['仍未解决？', '仍未解决'],
    ['第1步：创建密钥', '第1步创建密钥'],
    ['Node.js', 'nodejs'],
    ['What’s new? (V2.0)', 'whats-new-v20'],
    ['  HTTP  状态码 / 错误码 ', 'http-状态码-错误码'],
    ['ＡＰＩ　接口', 'api-接口'],
    ['？！……', 'section'],
  ])('makes %j the id %j', (heading, id) => {
    expect(headingSlug(heading)).toBe(id);
  });

  it('keeps a long heading readable at 48 characters, never cutting a character in half', () => {
    expect(Array.from(headingSlug('长'.repeat(60)))).toHaveLength(48);
    expect(headingSlug('𠀀'.repeat(60))).toBe('𠀀'.repeat(48));
  });

  it('never makes an id with a quote, an angle bracket, a hash, a space or an empty one, whatever the heading', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (heading) => {
        const id = headingSlug(heading);
        expect(id).not.toBe('');
        expect(id).not.toMatch(/["'<>#&\s%?/\\]/);
      }),
    );
  });
});

describe('docOutline', () => {
  it('gives each h2 and h3 an id of its words, and a heading met again -2, -3', () => {
    const outline = docOutline([section('请求示例', ['cURL', 'Node.js']), section('返回结果', ['Node.js']), section('请求示例'), section('请求示例')]);
    expect(tocOf(outline)).toEqual([
      { id: '请求示例', text: '请求示例', level: 2 },
      { id: 'curl', text: 'cURL', level: 3 },
      { id: 'nodejs', text: 'Node.js', level: 3 },
      { id: '返回结果', text: '返回结果', level: 2 },
      { id: 'nodejs-2', text: 'Node.js', level: 3 },
      { id: '请求示例-2', text: '请求示例', level: 2 },
      { id: '请求示例-3', text: '请求示例', level: 2 },
    ]);
  });

  it('gives the same ids to the same document every time (stable links)', () => {
    const sections = [section('概述'), section('参数', ['示例'])];
    expect(tocOf(docOutline(sections))).toEqual(tocOf(docOutline(sections)));
  });

  it('leaves the ids of the page around the document to it: a heading called main is main-2', () => {
    expect(tocOf(docOutline([section('Main'), section('App data')])).map((e) => e.id)).toEqual(['main-2', 'app-data-2']);
  });

  it('reads a heading the upstream sent as a number', () => {
    expect(tocOf(docOutline([{ heading: 2025 as unknown as string, paragraphs: [] }]))).toEqual([{ id: '2025', text: '2025', level: 2 }]);
  });
});
