/** Page text of 信任中心 (/trust.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const trustText: Record<string, PageText> = {
  '/trust.html': {
    title: '信任中心_等保测评、信创适配与合规备案',
    keywords:
      '信任中心,等保,等保三级,网络安全等级保护,信创,信创适配,麒麟,统信UOS,鲲鹏,飞腾,海光,龙芯,达梦,人大金仓,IPv6,无障碍,私有化部署,备案,安全联系,资质材料包',
    heading: '信任中心',
    intro:
      '政府部门与媒体机构采购前关心的资质与合规信息集中在这里：备案编号、等保测评、信创适配清单、IPv6与无障碍支持、私有化部署条件和安全联系方式，每一项都注明最近核验日期。',
    description:
      '智媒开放平台信任中心：ICP与公安备案、生成式人工智能服务与深度合成算法备案、等保三级测评、麒麟与统信UOS等信创适配清单、IPv6与GB/T 37668无障碍支持、私有化部署条件与安全漏洞报告方式，可申请资质材料包。',
  },
};
