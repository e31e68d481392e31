/** 付费内容, a product of 智能生态 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/paid-content.html',
  name: '付费内容',
  description:
    '付费内容帮助媒体机构、出版单位与企业将优质文章、音视频课程与专栏内容进行商业化运营，支持单篇付费、会员订阅与专栏购买等多种模式，打通支付结算与数据分析，探索可持续的内容变现之路。',
  placements: [product('ecosystem')],
});

export const page: ProductPage = {
  text: {
    title: '付费内容_知识付费与会员订阅',
    keywords: '付费内容,知识付费,会员订阅,内容变现,付费专栏,数字订阅',
    heading: '付费内容 · 让优质内容有价',
    intro:
      '付费内容提供付费阅读、付费音视频、专栏订阅与会员体系等功能，支持试读试看、优惠券、分销推广与多渠道支付，并配套订单管理和收益报表。媒体机构可将深度报道与独家内容转化为稳定收入，企业与培训机构也能便捷开展知识服务。',
  },
  content: {
    tagline: '多种付费模式，让优质内容持续创收',
    capabilities: [
      { title: '灵活定价模式', text: '支持单篇付费、专栏订阅、会员包月包年与限时免费等模式，可针对不同内容设置不同价格。', icon: 'coins' },
      { title: '付费墙配置', text: '可设置免费试读比例或试看时长，灵活调整付费墙的位置，引导用户顺畅完成购买。', icon: 'lock' },
      { title: '促销转化工具', text: '提供优惠券、拼团、限时折扣、分销推广与赠送好友等工具，帮助提升付费转化率。', icon: 'badge-percent' },
      { title: '支付与对账', text: '打通微信、支付宝等主流支付方式，自动对账并生成结算报表，每笔资金流向清晰可查。', icon: 'receipt' },
      { title: '转化漏斗分析', text: '统计曝光、试读、下单与复购数据，分析不同内容和渠道的转化漏斗，辅助运营决策。', icon: 'chart-line' },
    ],
    scenarios: [
      { title: '深度报道变现', text: '媒体机构将独家调查、深度解读与数据报告设为付费内容，逐步形成稳定的订阅收入。', icon: 'newspaper' },
      { title: '行业研究服务', text: '行业协会与研究机构发布付费研究报告和政策解读课程，为会员单位提供专业服务。', icon: 'file-chart-column' },
      { title: '企业知识服务', text: '培训企业上线系列音视频课程，通过会员订阅和分销推广拓展知识服务收入。', icon: 'book-open' },
    ],
    advantages: [
      { title: '内容防盗保护', text: '付费内容支持防复制、防录屏水印与链接有效期控制，降低优质内容被盗用的风险。', icon: 'fingerprint' },
      { title: '一站式开通', text: '无需自建支付和会员系统，开通后即可在现有客户端或公众号中上线付费栏目。', icon: 'rocket' },
      { title: '合规开票分账', text: '支持电子发票开具与多方分账结算，账务处理符合企业财务管理的相关要求。', icon: 'stamp' },
    ],
    figures: [
      { value: '6种', label: '付费模式' },
      { value: 'T+1', label: '资金结算' },
      { value: '+45%', label: '典型付费转化提升' },
      { value: '3天', label: '开通上线' },
    ],
    cases: [
      { customer: '财经周刊', did: '深度报道设置“试读 30% + 单篇付费 + 年度会员”组合。', result: '付费会员一年增长 3 倍，内容收入占比升至 28%' },
      { customer: '行业协会', did: '行业研究报告与数据库按会员等级开放。', result: '会员续费率 82%，报告销售额增长 60%' },
    ],
    faq: [
      { q: '支持哪些付费方式？', a: '单篇购买、专栏订阅、会员包月包年、打赏与机构团购，可组合使用。' },
      { q: '资金怎么结算？', a: '通过持牌支付机构收款，T+1 结算到机构账户，可开具电子发票。' },
      { q: '如何防止付费内容被转发？', a: '付费内容加水印、禁止复制并限制同账号多端登录，异常访问自动告警。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'wallet';

export const design: ProductModule['design'] = 'paywall';

export const synonyms: ProductModule['synonyms'] = ['知识付费', '会员订阅', '付费阅读'];
