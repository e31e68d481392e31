/**
 * Site search's indexing: the pages at once, the upstream's documents and courses after them,
 * again every few minutes in the background, and the last good copy of each kept when the
 * upstream fails.
 */
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../../shared/api';
import type { DataRequest, DataSource } from '../../../../shared/dataRequest';
import { createLogger } from '../../../../server/ops/logger';
import { REINDEX_EVERY_MS, SiteSearch } from '../../../../server/search/siteSearch';
import { testApp } from '../../../helpers';

const DOC = { id: 7, title: '星图接口接入说明', summary: '星图接口的鉴权与调用。', categoryId: 3, categoryName: 'API接口', updatedAt: '2026-01-01' };
const COURSE = {
  id: 'c9',
  title: '融媒体短视频编导实训',
  lecturer: '林知远',
  lecturerTitle: '副总编辑',
  durationMinutes: 120,
  lessons: 6,
  level: '入门',
  category: '短视频制作',
  summary: '从选题到成片。',
};

/** An upstream that answers the list, detail and course calls, until `down` is set. */
function upstream() {
  const state = { down: false, calls: 0, docTitle: DOC.title };
  const source: DataSource = async ({ call }: DataRequest) => {
    state.calls++;
    if (state.down) throw new Error('connection refused');
    if (call.path === API.docList.path) return { code: 200, desc: '成功', data: { categories: [], list: [DOC], total: 1, pageNum: 1, pageSize: 50 } };
    if (call.path === API.docDetail.path) {
      return { code: 200, desc: '成功', data: { ...DOC, title: state.docTitle, sections: [{ heading: '调用示例', paragraphs: ['先创建密钥。'] }] } };
    }
    if (call.path === API.courseList.path) return { code: 200, desc: '成功', data: { categories: [], list: [COURSE], total: 1 } };
    return { code: 404, desc: '接口不存在' };
  };
  return { state, source };
}

const searchOver = (source: DataSource) => new SiteSearch({ source, logger: createLogger('silent') });
const titles = async (search: SiteSearch, query: string) => (await search.search(query, 10)).items.map((i) => i.title);

afterEach(() => vi.useRealTimers());

describe('site search indexing', () => {
  it('indexes the pages, the documents of 文档中心 and the courses of 传媒学院', async () => {
    const { source } = upstream();
    const search = searchOver(source);
    await search.reindex();
    expect(await titles(search, '语音合成')).toContain('语音合成');
    expect((await search.search('星图接口', 10)).items[0]).toMatchObject({ title: DOC.title, url: '/docCenter.html?doc=7', type: '文档' });
    expect((await search.search('短视频编导', 10)).items[0]).toMatchObject({ title: COURSE.title, url: '/college.html#courses', type: '课程' });
  });

  it('keeps the last good copy of the documents when the upstream is down', async () => {
    const { state, source } = upstream();
    const search = searchOver(source);
    await search.reindex();
    state.down = true;
    await search.reindex();
    expect(await titles(search, '星图接口')).toContain(DOC.title);
    expect(await titles(search, '短视频编导')).toContain(COURSE.title);
  });

  it('answers from the pages when the upstream has never answered', async () => {
    const { state, source } = upstream();
    state.down = true;
    const search = searchOver(source);
    expect(await titles(search, 'TTS')).toContain('语音合成');
    expect(await titles(search, '星图接口')).toEqual([]);
  });

  it('answers from the pages while the upstream is still being read', async () => {
    const search = searchOver(() => new Promise(() => {}));
    search.start();
    expect(await titles(search, '数字人')).toContain('AI视频工作室');
    search.stop();
  });

  it('reads the upstream again every few minutes, in the background', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { state, source } = upstream();
    const search = searchOver(source);
    search.start();
    await search.reindex();
    expect(await titles(search, '星图接口')).toContain(DOC.title);
    state.docTitle = '月影接口接入说明';
    const calls = state.calls;
    vi.advanceTimersByTime(REINDEX_EVERY_MS);
    await search.reindex();
    expect(state.calls).toBeGreaterThan(calls);
    expect(await titles(search, '月影接口')).toContain('月影接口接入说明');
    search.stop();
  });

  it('never holds a page request: pages are served while the upstream is still being read', async () => {
    const search = searchOver(() => new Promise(() => {}));
    search.start();
    await request(testApp({}, { search })).get('/about.html').expect(200);
    search.stop();
  });
});
