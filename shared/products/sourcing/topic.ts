/** 智能选题, a product of 智能采集 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/topic.html',
  name: '智能选题',
  description:
    '智能选题结合热点数据、历史稿件与用户兴趣，为媒体机构、政府部门与企业自动推荐报道方向、生成策划方案和采访提纲，帮助编辑团队快速找准选题切入点，提升内容策划的效率与传播影响力。',
  placements: [product('sourcing')],
});

export const page: ProductPage = {
  text: {
    title: '智能选题_AI选题策划与报道辅助',
    keywords: '智能选题,选题策划,报道策划,采访提纲,热点选题,内容策划',
    heading: '智能选题 · 让策划有据可依',
    intro:
      '智能选题基于全网热点与传播数据，自动挖掘值得跟进的新闻线索，并给出选题角度、背景资料、采访提纲与呈现形式建议。编辑部可用于日常报道与重大主题策划，政务宣传与企业品牌团队也能借此规划内容日历，让每一次策划都有数据支撑。',
  },
  content: {
    tagline: '用数据找角度，让每个选题都有依据',
    capabilities: [
      { title: '线索价值评估', text: '综合热度走势、传播广度、与本地的相关程度以及历史报道情况，对新闻线索进行打分排序。', icon: 'gauge' },
      { title: '选题角度推荐', text: '针对同一事件给出政策解读、民生影响、数据分析、人物故事等多个切入角度，供编辑挑选组合。', icon: 'compass' },
      { title: '背景资料整理', text: '自动汇总事件时间线、相关政策文件、权威数据与既往报道，形成一份可直接参考的选题资料包。', icon: 'book-open' },
      { title: '采访提纲生成', text: '根据选题方向推荐采访对象类型，并生成由浅入深的分层提问清单，帮助记者做好出发前的准备。', icon: 'list-ordered' },
      { title: '策划日历管理', text: '结合节假日、纪念日与重要会议节点生成内容日历，提前规划系列报道、专题策划与融媒体产品。', icon: 'calendar-days' },
    ],
    scenarios: [
      { title: '重大主题策划', text: '媒体编辑部围绕全国两会、重要纪念日等节点，提前规划系列报道的选题分工与产品形态。', icon: 'award' },
      { title: '政务宣传规划', text: '政务宣传部门结合年度中心工作制定宣传计划，按月安排政策解读与工作成效类报道选题。', icon: 'landmark' },
      { title: '品牌内容规划', text: '企业品牌团队依据行业热点与产品节点规划自媒体内容，让官方账号保持稳定的更新节奏。', icon: 'megaphone' },
    ],
    advantages: [
      { title: '融入编辑经验', text: '选题模型吸收了资深编辑的判断逻辑，推荐的角度符合新闻规律，不会简单地追逐流量。', icon: 'user-check' },
      { title: '热点与历史结合', text: '既看实时热度，也对照机构自身的历史稿件，避免重复报道，并发现值得持续深挖的延续线索。', icon: 'history' },
      { title: '团队协同策划', text: '选题可在线分派、认领并追踪进度，编辑、记者和美编在同一张看板上协同推进报道。', icon: 'users-round' },
    ],
    figures: [
      { value: '6类', label: '选题角度模板' },
      { value: '3分钟', label: '生成选题资料包' },
      { value: '300+', label: '年度节点日历' },
      { value: '10年', label: '历史稿件比对' },
    ],
    cases: [
      {
        customer: '省级广电 · 新闻中心',
        did: '全国两会前用策划日历与角度推荐拆分 40 个系列选题，资料包随选题分派给记者。',
        result: '策划会准备时间减少一半，系列报道按期上线率 100%',
      },
      {
        customer: '区县宣传部',
        did: '结合年度重点工作生成按月宣传计划，每条选题附政策背景与采访提纲。',
        result: '全年政务宣传稿件量提升 35%，重复选题明显减少',
      },
    ],
    faq: [
      { q: '推荐的选题会不会只追流量？', a: '评分同时考虑公共性、本地相关度和历史报道情况，热度只是其中一项，编辑可调整各项权重。' },
      { q: '选题资料包包含哪些内容？', a: '事件时间线、相关政策文件、权威数据、既往报道和可联系的采访对象类型，均附来源链接。' },
      { q: '可以和现有的采编系统配合使用吗？', a: '选题可导出或通过接口同步到采编系统的选题库，分派和进度也可在本产品看板中管理。' },
    ],
    alsoSee: ['/product/topSearch.html', '/aiStudio/AI-Work-Studio.html'],
  },
};

export const icon: ProductModule['icon'] = 'lightbulb';

export const design: ProductModule['design'] = 'trends';

export const synonyms: ProductModule['synonyms'] = ['选题策划', '报道策划'];
