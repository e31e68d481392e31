/**
 * The costliest site search queries issue 34 found, each new (so no kept answer serves it):
 * random Latin words long enough to be looked up with typos, and 100 characters of Latin and
 * Chinese. For bench figure 8 and tests/integration/server/search/searchGate.test.ts. Seeded: a run can
 * be repeated as it was.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const HAN = '语音合成识别全网热搜媒资库生成政务服务视觉工作室多平台填字新闻配图数据不出本地自动发现错别字文生视频趋势追踪';

export function worstQueries(seed: number): () => string {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = (from: string) => from[Math.floor(random() * from.length)]!;
  const word = (length: number) => Array.from({ length }, () => pick(LETTERS)).join('');
  const kinds = [
    () => Array.from({ length: 11 }, () => word(8)).join(' '),
    () => Array.from({ length: 8 }, () => word(12)).join(' '),
    () => {
      let query = '';
      while (query.length < 100) query += random() < 0.5 ? `${word(5 + Math.floor(random() * 10))} ` : pick(HAN) + pick(HAN) + pick(HAN);
      return query.slice(0, 100);
    },
  ];
  let next = 0;
  return () => kinds[next++ % kinds.length]!();
}
