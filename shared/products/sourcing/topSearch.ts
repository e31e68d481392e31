/** 全网热搜, a product of 智能采集 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/topSearch.html',
  name: '全网热搜',
  description:
    '全网热搜实时聚合主流社交媒体、新闻客户端与搜索引擎的热榜数据，为媒体机构、政府部门与企业提供热点发现、趋势追踪与话题分析服务，帮助编辑第一时间把握舆论焦点，抢占报道先机。',
  placements: [product('sourcing')],
});

export const page: ProductPage = {
  text: {
    title: '全网热搜_热点搜索与热榜实时追踪',
    keywords: '全网热搜,热点追踪,热榜聚合,热点搜索,趋势分析,新闻线索',
    heading: '全网热搜 · 热点一网打尽',
    intro:
      '全网热搜汇聚社交媒体、短视频平台、搜索引擎与新闻客户端的实时热榜，支持关键词检索、热度曲线、话题溯源与地域分布分析。编辑部可订阅关注领域并接收热点预警，政府部门与企业也能随时掌握与自身相关的热点动态，及时响应。',
  },
  content: {
    tagline: '分钟级刷新全网热榜，新闻线索不再错过',
    capabilities: [
      { title: '多源热榜聚合', text: '统一采集微博、抖音、百度、头条及主流新闻客户端的热榜，按分钟级频率刷新，并统一折算热度口径。', icon: 'layers' },
      { title: '热度趋势曲线', text: '记录每个话题从出现、升温到回落的完整热度轨迹，支持跨平台对比，判断话题是否仍有报道价值。', icon: 'trending-up' },
      { title: '话题溯源', text: '自动回溯话题的首发账号、关键转发节点和传播路径，帮助编辑核实信息来源，避免跟进不实消息。', icon: 'history' },
      { title: '关注领域订阅', text: '按地域、行业或自定义关键词订阅热点，命中规则时通过站内信、短信或企业微信即时推送预警。', icon: 'bell' },
      { title: '热点聚类去重', text: '用语义相似度算法把各平台描述同一事件的词条归并为一个话题，减少重复浏览和信息干扰。', icon: 'filter' },
    ],
    scenarios: [
      { title: '编辑部早会选题', text: '媒体编辑部每天早会前浏览聚合热榜与本地热点，快速确定当日需要跟进报道的重点话题。', icon: 'newspaper' },
      { title: '政务热点研判', text: '政府部门关注与辖区相关的热点升温趋势，提前准备权威信息发布内容和回应口径。', icon: 'landmark' },
      { title: '企业品牌监测', text: '企业市场与公关团队追踪行业热词和品牌相关话题，把握借势营销与风险应对的时机。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '覆盖主流平台', text: '热榜来源覆盖社交、短视频、搜索与资讯四类平台，避免只看单一榜单造成的判断偏差。', icon: 'globe' },
      { title: '开放接口调用', text: '提供标准API与数据推送服务，可直接嵌入采编系统或指挥大屏，编辑无需来回切换多个页面。', icon: 'plug' },
      { title: '媒体视角筛选', text: '依托集团编辑经验设置新闻价值评分，优先呈现具有公共性和报道价值的话题，而非单纯看流量。', icon: 'award' },
    ],
    figures: [
      { value: '40+', label: '热榜来源' },
      { value: '1分钟', label: '榜单刷新间隔' },
      { value: '92%', label: '同一事件聚类准确率' },
      { value: '7×24', label: '无间断监测' },
    ],
    cases: [
      {
        customer: '省级党报 · 澜州日报',
        did: '编辑部早会改用聚合热榜与本地热点订阅确定当日选题，夜班编辑按推送预警跟进突发。',
        result: '本地突发首发平均提前 26 分钟，月均独家线索由 9 条增至 21 条',
      },
      {
        customer: '地市网信办 · 云泽市',
        did: '为辖区设置地域关键词订阅，话题升温到阈值时推送至值班人员企业微信。',
        result: '涉本地热点发现时间由平均 3 小时缩短到 20 分钟内',
      },
    ],
    faq: [
      { q: '热榜数据来自哪些平台？', a: '覆盖微博、抖音、百度、今日头条、快手、知乎及主流新闻客户端等 40 余个榜单，新平台可按需接入。' },
      { q: '热度值是怎么计算的？', a: '各平台原始热度先按榜单位置、停留时长和增速归一，再折算为 0–100 的统一热度，便于跨平台比较。' },
      { q: '可以只看本地或某个行业的热点吗？', a: '可以。按省市区县、行业或自定义关键词建订阅，列表和预警只显示命中的话题。' },
      { q: '能否把热榜接入我们自己的系统？', a: '提供标准 API 与 Webhook 推送，可嵌入采编系统、指挥大屏或企业微信机器人。' },
    ],
    alsoSee: ['/aiStudio/AI-Work-Studio.html', '/product/multiPlatform.html'],
  },
};

export const icon: ProductModule['icon'] = 'flame';

export const design: ProductModule['design'] = 'trends';

export const synonyms: ProductModule['synonyms'] = ['热榜', '热点追踪', '热搜榜'];
