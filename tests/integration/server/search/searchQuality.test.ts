/**
 * How well site search answers what buyers and developers type: for each query, the page it
 * should find among the first three results. Names, parts of names, words of a description,
 * abbreviations in any case, other names (the synonym table), documents, courses, and Latin
 * words mistyped. At least 90 % must pass, and every typo; the run prints the hit rate and
 * every miss.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockedSearch, type MockedSearch } from './searchFixtures';

interface Expectation {
  kind: 'name' | 'partial name' | 'description' | 'abbreviation' | 'synonym' | 'document' | 'course' | 'typo';
  query: string;
  url: string;
  /** Where several results share a URL (the courses), the one meant. */
  title?: string;
}

const COURSES = '/college.html#courses';

const TABLE: Expectation[] = [
  { kind: 'name', query: '语音合成', url: '/product/TTS.html' },
  { kind: 'name', query: '语音识别', url: '/product/ASR.html' },
  { kind: 'name', query: '全网热搜', url: '/product/topSearch.html' },
  { kind: 'name', query: '媒资库', url: '/product/media-library.html' },
  { kind: 'name', query: 'AI生成PPT', url: '/product/powerpoint.html' },
  { kind: 'name', query: 'AI一体机', url: '/product/yitiji.html' },
  { kind: 'name', query: '政务服务', url: '/gov.html' },
  { kind: 'partial name', query: '语音识', url: '/product/ASR.html' },
  { kind: 'partial name', query: '热搜', url: '/product/topSearch.html' },
  { kind: 'partial name', query: '财报', url: '/product/aifinreport.html' },
  { kind: 'partial name', query: '视觉工作室', url: '/aiStudio/AI-Vision-Studio.html' },
  { kind: 'partial name', query: '多平台', url: '/product/multiPlatform.html' },
  { kind: 'partial name', query: '填字', url: '/product/crossword.html' },
  { kind: 'description', query: '新闻配图', url: '/aiStudio/AI-Vision-Studio.html' },
  { kind: 'description', query: '数据不出本地', url: '/product/yitiji.html' },
  { kind: 'description', query: '自动发现错别字', url: '/product/aiDocument.html' },
  { kind: 'description', query: '文生视频', url: '/aiStudio/AI-Video-Studio.html' },
  { kind: 'description', query: '热点发现与趋势追踪', url: '/product/topSearch.html' },
  { kind: 'abbreviation', query: 'TTS', url: '/product/TTS.html' },
  { kind: 'abbreviation', query: 'asr', url: '/product/ASR.html' },
  { kind: 'abbreviation', query: 'ppt', url: '/product/powerpoint.html' },
  { kind: 'abbreviation', query: 'H5投票', url: '/product/h5-vote.html' },
  { kind: 'abbreviation', query: 'h5抽奖', url: '/product/h5-lottery.html' },
  { kind: 'abbreviation', query: 'AI配乐', url: '/product/backgroundmusic.html' },
  { kind: 'synonym', query: '文字转语音', url: '/product/TTS.html' },
  { kind: 'synonym', query: '数字人', url: '/aiStudio/AI-Video-Studio.html' },
  { kind: 'synonym', query: '背景音乐', url: '/product/backgroundmusic.html' },
  { kind: 'synonym', query: 'bgm', url: '/product/backgroundmusic.html' },
  { kind: 'synonym', query: '客服机器人', url: '/product/aiCustomerService.html' },
  { kind: 'synonym', query: '大屏', url: '/product/data-board.html' },
  { kind: 'synonym', query: '私有化部署', url: '/product/yitiji.html' },
  { kind: 'document', query: '接口鉴权', url: '/docCenter.html?doc=301' },
  { kind: 'document', query: 'AccessKey', url: '/docCenter.html?doc=103' },
  { kind: 'document', query: '子账号权限', url: '/docCenter.html?doc=106' },
  { kind: 'document', query: '录音文件识别接口', url: '/docCenter.html?doc=303' },
  { kind: 'document', query: 'SSML', url: '/docCenter.html?doc=203' },
  { kind: 'course', query: '提示词工程', url: COURSES, title: '编辑部提示词工程实战' },
  { kind: 'course', query: '事实核查', url: COURSES, title: 'AI时代的事实核查' },
  { kind: 'course', query: '数据新闻', url: COURSES, title: '数据新闻：从数据到故事' },
  { kind: 'course', query: '舆情研判', url: COURSES, title: '网络舆情研判与应对' },
  { kind: 'typo', query: 'acesskey', url: '/docCenter.html?doc=103' },
  { kind: 'typo', query: 'accesskye', url: '/docCenter.html?doc=103' },
  { kind: 'typo', query: 'ssmll', url: '/docCenter.html?doc=203' },
];

const PASS_RATE = 0.9;
const TOP = 3;

const found = async (expected: Expectation) => {
  const { items } = await site.search.search(expected.query, TOP);
  return { items, hit: items.some((item) => item.url === expected.url && (!expected.title || item.title === expected.title)) };
};

let site: MockedSearch;
beforeAll(async () => {
  site = await mockedSearch();
  await site.search.reindex();
});
afterAll(() => site.close());

describe('the quality of site search', () => {
  it(`has at least 30 queries, of every kind`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TABLE.map((e) => e.kind)).size).toBe(8);
  });

  it(`finds the expected page among the first ${TOP} results for at least ${PASS_RATE * 100} % of the queries`, async () => {
    const misses: string[] = [];
    for (const expected of TABLE) {
      const { items, hit } = await found(expected);
      if (!hit)
        misses.push(
          `  ${expected.kind} “${expected.query}”: wanted ${expected.title ?? expected.url}, got ${items.map((i) => i.title).join(' | ') || 'nothing'}`,
        );
    }
    const rate = (TABLE.length - misses.length) / TABLE.length;
    console.log(
      `search quality: ${TABLE.length - misses.length}/${TABLE.length} in the top ${TOP} (${(rate * 100).toFixed(1)} %)${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    expect(rate).toBeGreaterThanOrEqual(PASS_RATE);
  });

  it('finds the page of a Latin word typed with a slip, within the budget of fuzzy terms', async () => {
    for (const expected of TABLE.filter((e) => e.kind === 'typo')) expect((await found(expected)).hit, expected.query).toBe(true);
  });
});
