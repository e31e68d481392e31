/** Page text of the 智能采集 product pages (全网热搜、智能采集、智能选题): their title, keywords, heading and introduction. */
import type { PageText } from './types';

export const sourcingText: Record<string, PageText> = {
  '/product/topSearch.html': {
    title: '全网热搜_热点搜索与热榜实时追踪',
    keywords: '全网热搜,热点追踪,热榜聚合,热点搜索,趋势分析,新闻线索',
    heading: '全网热搜 · 热点一网打尽',
    intro:
      '全网热搜汇聚社交媒体、短视频平台、搜索引擎与新闻客户端的实时热榜，支持关键词检索、热度曲线、话题溯源与地域分布分析。编辑部可订阅关注领域并接收热点预警，政府部门与企业也能随时掌握与自身相关的热点动态，及时响应。',
  },
  '/product/collect.html': {
    title: '智能采集_全网信源实时采集与聚合',
    keywords: '智能采集,信源采集,全网采集,线索汇聚,内容聚合,素材库',
    heading: '智能采集 · 全网信源尽在掌握',
    intro:
      '智能采集支持按站点、栏目、关键词和账号灵活配置采集任务，覆盖新闻网站、政府网站、新闻客户端、微信公众号与短视频平台等信源。采集结果自动去重、分类打标并推送至线索库，帮助编辑部、政务与企业用户持续掌握行业动态与权威信息。',
  },
  '/product/topic.html': {
    title: '智能选题_AI选题策划与报道辅助',
    keywords: '智能选题,选题策划,报道策划,采访提纲,热点选题,内容策划',
    heading: '智能选题 · 让策划有据可依',
    intro:
      '智能选题基于全网热点与传播数据，自动挖掘值得跟进的新闻线索，并给出选题角度、背景资料、采访提纲与呈现形式建议。编辑部可用于日常报道与重大主题策划，政务宣传与企业品牌团队也能借此规划内容日历，让每一次策划都有数据支撑。',
  },
};
