/** Page text of 关于我们 (/about.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const aboutText: Record<string, PageText> = {
  '/about.html': {
    title: '关于我们_星海传媒集团简介',
    keywords: '关于我们,星海传媒集团,公司简介,企业介绍,发展历程,联系方式',
    heading: '关于我们 · 星海传媒集团',
    intro:
      '星海传媒集团深耕新闻传播领域多年，在内容生产、传播运营与媒体技术方面积累了丰富经验。智媒开放平台是集团媒体技术能力的集中输出，以自研大模型为核心，为媒体机构、政府部门与企业提供内容生产、审核、分发与运营的一站式服务。',
    description:
      '星海传媒集团是以新闻传播为主业的综合性传媒集团。智媒开放平台是集团面向媒体机构、政府部门与企业推出的AI媒体技术开放平台，致力于以安全可信的人工智能技术推动媒体融合发展与社会数字化转型。',
  },
};
