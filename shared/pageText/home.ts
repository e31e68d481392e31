/** Page text of 首页 (/): its title, keywords, heading, introduction and description. */
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from '../site';
import type { PageText } from './types';

export const homeText: Record<string, PageText> = {
  '/': {
    title: '智媒开放平台',
    keywords: DEFAULT_KEYWORDS,
    heading: '智媒开放平台 · 智启融合传播',
    intro:
      '智媒开放平台汇聚星海传媒集团在内容采集、生成、审核、分发与运营方面的AI能力，以开放接口和SaaS产品服务媒体机构、政府部门与企业。从热点发现到多端分发，从版权输出到人才培训，一站式助力客户安全合规、降本增效地开展融合传播。',
    description: DEFAULT_DESCRIPTION,
  },
};
