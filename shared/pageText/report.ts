/** Page text of 投诉举报 (/report.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const reportText: Record<string, PageText> = {
  '/report.html': {
    title: '投诉举报_违法和不良信息举报',
    keywords: '投诉举报,违法和不良信息举报,AI生成内容投诉,侵权投诉,个人信息保护,12377',
    heading: '投诉举报',
    intro: '发现本站或AI助手生成的内容违法违规、侵犯您的权益或涉及个人信息问题，请告诉我们。我们将在15个工作日内处理并反馈，举报人信息严格保密。',
    description:
      '星海传媒集团智媒开放平台投诉举报入口：受理违法和不良信息、AI生成内容问题、侵权、个人信息问题等投诉举报，提供举报邮箱、举报电话及中央网信办违法和不良信息举报中心12377链接，15个工作日内处理并反馈。',
  },
};
