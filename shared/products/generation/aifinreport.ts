/** AI财报解读, a product of 智能生成 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/aifinreport.html',
  name: 'AI财报解读',
  description:
    'AI财报解读面向财经媒体、政府部门与金融企业，自动获取上市公司定期报告与公告，快速提取核心财务指标并生成结构化解读与财经快讯，帮助编辑在财报季及时、准确地发布报道，抢占财经资讯时效。',
  placements: [product('generation')],
});

export const page: ProductPage = {
  text: {
    title: 'AI财报解读_财报速读与财经快讯',
    keywords: 'AI财报解读,财报分析,财经快讯,上市公司公告,财务指标,财经写作',
    heading: 'AI财报解读 · 读懂每份财报',
    intro:
      'AI财报解读可在上市公司发布定期报告与重要公告后，自动提取营收、净利润、毛利率等关键指标，进行同比环比分析并生成图表与解读文章，同时输出简明的财经快讯。财经编辑部可据此快速发稿，监管与研究部门也能高效把握企业经营状况。',
  },
  content: {
    tagline: '财报发布即解读，财经快讯快人一步',
    capabilities: [
      { title: '公告实时监控', text: '对接交易所信息披露渠道，定期报告、业绩预告与重大事项公告一经发布即自动抓取解析。', icon: 'bell' },
      { title: '关键指标提取', text: '从年报、半年报和季报中结构化提取营收、净利润、经营现金流、毛利率等数十项财务指标。', icon: 'scan-text' },
      { title: '同比环比分析', text: '自动计算同比与环比变化，识别业绩大幅波动的项目，并结合管理层讨论说明变动原因。', icon: 'chart-column' },
      { title: '快讯与深度稿', text: '同时输出百字快讯和千字解读稿，附带营收构成、利润趋势等可直接发布的数据图表。', icon: 'file-text' },
      { title: '同业横向对比', text: '将公司核心指标与同行业可比公司进行横向比较，帮助读者理解企业所处的行业地位。', icon: 'scale' },
    ],
    scenarios: [
      { title: '财报季快讯发布', text: '财经媒体在财报密集披露期批量生成快讯初稿，编辑核校后即可发布，显著提升报道时效。', icon: 'zap' },
      { title: '地方经济研判', text: '地方金融与发改部门跟踪辖区上市公司的经营状况，及时掌握区域经济运行态势。', icon: 'landmark' },
      { title: '投研与投关支持', text: '券商研究团队和上市公司投资者关系部门快速梳理财报要点，准备研报与业绩说明会材料。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '数据可溯源', text: '每个数字都标注其在原始报告中的页码与表格位置，编辑可一键核对，降低数据差错风险。', icon: 'link' },
      { title: '财经写作规范', text: '稿件遵循财经报道的表述习惯，不构成投资建议，涉及预测的内容明确标注数据来源。', icon: 'spell-check' },
      { title: '覆盖沪深北三市', text: '覆盖沪深北三家交易所上市公司的定期报告与主要临时公告，满足日常财经报道的需要。', icon: 'globe' },
    ],
    figures: [
      { value: '90秒', label: '公告发布到快讯成稿' },
      { value: '5000+', label: '覆盖上市公司' },
      { value: '99.5%', label: '关键指标提取准确率' },
      { value: '3市', label: '沪深北全覆盖' },
    ],
    cases: [
      {
        customer: '财经媒体 · 数字新闻部',
        did: '财报季由系统监控公告并生成快讯初稿，编辑核对数据后签发。',
        result: '财报季快讯量提升 4 倍，首发时间平均提前 15 分钟',
      },
      {
        customer: '地市发改委',
        did: '定期汇总本地上市公司财报，自动生成营收、利润与研发投入对比。',
        result: '区域经济分析材料的整理时间由 5 个工作日缩短到 1 天',
      },
    ],
    faq: [
      { q: '数字出错怎么办？', a: '每个指标都链接到公告原文的页码与表格位置，编辑可逐项核对；生成稿在签发前必须人工审核。' },
      { q: '支持哪些报告类型？', a: '年报、半年报、季报、业绩预告与快报，以及分红、重大合同等重要临时公告。' },
      { q: '生成的稿件会给出投资建议吗？', a: '不会。稿件只陈述经营数据与变化，不作股价预测或买卖建议，符合财经报道规范。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'file-chart-column';

export const design: ProductModule['design'] = 'report';

export const synonyms: ProductModule['synonyms'] = ['财报分析', '年报解读', '上市公司公告'];
