/** Page text of the 智能分发 product pages (多平台分发、推荐算法): their title, keywords, heading and introduction. */
import type { PageText } from './types';

export const distributionText: Record<string, PageText> = {
  '/product/multiPlatform.html': {
    title: '多平台分发_内容一键同步多渠道',
    keywords: '多平台分发,一键分发,矩阵账号管理,融媒体发布,内容同步,传播数据',
    heading: '多平台分发 · 一次编辑多端发布',
    intro:
      '多平台分发支持绑定客户端、网站、微信公众号、微博、短视频平台等多个渠道账号，一次编辑即可按各平台规范自动适配格式并定时发布。系统统一汇总阅读、播放与互动数据，便于编辑部、政务新媒体与企业品牌团队开展矩阵化运营和效果复盘。',
  },
  '/product/algorithm.html': {
    title: '推荐算法_智能推荐用户画像与精准推送',
    keywords: '推荐算法,智能推荐,用户画像,精准推送,个性化推荐,内容分发',
    heading: '推荐算法 · 让好内容找到对的人',
    intro:
      '推荐算法包含三大能力：智能推荐融合内容理解与用户行为数据，实现千人千面的信息流排序；用户画像整合兴趣、地域与活跃度等标签，帮助深入洞察受众；精准推送按人群与时段智能触达用户。系统内置主流价值导向与人工干预机制，兼顾传播效果与内容安全。',
  },
};
