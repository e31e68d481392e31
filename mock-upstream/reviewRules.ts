/**
 * The 智能审校 demo's findings, from word lists: each at its real position in the text (UTF-16
 * offsets, as String.prototype.slice takes them), with its suggestion and its reason. A real
 * review model finds more; these are the kinds it reports (shared/demos.ts REVIEW_KINDS).
 */
import type { ReviewFinding, ReviewKind } from '../shared/demos';

interface Rule {
  kind: ReviewKind;
  pattern: RegExp;
  suggestion: (found: string) => string;
  reason: (found: string) => string;
}

/** Misspelt words and idioms newsrooms correct most, with the right form. */
const TYPOS: Readonly<Record<string, string>> = {
  按装: '安装',
  既使: '即使',
  再接再励: '再接再厉',
  迫不急待: '迫不及待',
  一愁莫展: '一筹莫展',
  必竟: '毕竟',
  甘败下风: '甘拜下风',
  默守成规: '墨守成规',
  走头无路: '走投无路',
  针贬时弊: '针砭时弊',
  滥芋充数: '滥竽充数',
  出奇不意: '出其不意',
  谈笑风声: '谈笑风生',
};

/** 《广告法》第九条 forbids 国家级、最高级、最佳 and their like in advertising: a plainer word, or none. */
const AD_LAW: Readonly<Record<string, string>> = {
  国家级: '',
  最高级: '高级',
  最先进: '先进',
  最佳: '优质',
  顶级: '高端',
  首选: '优选',
  全网最低: '优惠',
  史无前例: '',
  独一无二: '独特',
  万能: '多用途',
};
/** 第一 as a claim (销量第一), not an ordinal (第一季度, 第一次). */
const FIRST_AS_CLAIM = /第一(?![季次步天个批届条章节期年月阶轮位线])/g;

/** Offers of illegal services, the kind of term a publisher must take out. */
const SENSITIVE = ['代开发票', '办证刻章', '赌博网站', '高仿证件', '枪支出售'];

/** Wording news style guides require, and what to write instead. */
const WORDING: Readonly<Record<string, string>> = {
  台湾总统: '台湾地区领导人',
  台湾政府: '台湾当局',
  北朝鲜: '朝鲜',
  残废人: '残疾人',
  瞎子: '盲人',
  聋子: '聋人',
};

/** Half-width marks beside Chinese, and their full-width forms. */
const FULL_WIDTH: Readonly<Record<string, string>> = { ',': '，', ';': '；', ':': '：', '?': '？', '!': '！', '(': '（', ')': '）' };
const HAN = '\\p{Script=Han}';
const HALF_WIDTH = new RegExp(`(?<=${HAN})[,;:?!()]|[,;:?!()](?=${HAN})|(?<=${HAN})\\.(?!\\d)`, 'gu');

const words = (list: readonly string[]) => new RegExp(list.join('|'), 'g');

const RULES: readonly Rule[] = [
  { kind: 'typo', pattern: words(Object.keys(TYPOS)), suggestion: (w) => TYPOS[w]!, reason: (w) => `“${w}”为常见错别字，应为“${TYPOS[w]}”` },
  { kind: 'punctuation', pattern: HALF_WIDTH, suggestion: (m) => FULL_WIDTH[m] ?? '。', reason: () => '中文语句中应使用全角标点' },
  { kind: 'sensitive', pattern: words(SENSITIVE), suggestion: () => '', reason: (w) => `“${w}”涉及违法违规信息，建议删除` },
  { kind: 'adLaw', pattern: words(Object.keys(AD_LAW)), suggestion: (w) => AD_LAW[w]!, reason: (w) => `“${w}”属于《广告法》禁止使用的极限用语` },
  { kind: 'adLaw', pattern: FIRST_AS_CLAIM, suggestion: () => '领先', reason: () => '“第一”作为宣传用语属于《广告法》禁止使用的极限用语' },
  { kind: 'wording', pattern: words(Object.keys(WORDING)), suggestion: (w) => WORDING[w]!, reason: (w) => `按新闻报道规范，“${w}”应表述为“${WORDING[w]}”` },
];

/** Every finding in `text`, in the order they appear; where two overlap, the first rule's. */
export function reviewText(text: string): ReviewFinding[] {
  const found: ReviewFinding[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const original = match[0];
      const end = start + original.length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      found.push({ kind: rule.kind, start, end, original, suggestion: rule.suggestion(original), reason: rule.reason(original) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
