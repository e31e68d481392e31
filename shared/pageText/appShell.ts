/** Page text of 应用中心 (/_app): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const appShellText: Record<string, PageText> = {
  '/_app': {
    title: '应用中心_产品控制台入口',
    keywords: '应用中心,控制台,产品入口,应用管理,账号管理,免费试用',
    heading: '应用中心 · 一站进入全部产品',
    intro:
      '应用中心汇集平台已上线的全部智能应用。已登录用户可点击“进入控制台”管理已开通的产品、查看用量与账单；新用户可先点击“免费试用”完成注册，再按需开通AI工作室、智能工具等服务。如需帮助，可随时通过页面上的在线咨询与我们沟通。',
    description:
      '应用中心是智媒开放平台各项产品的统一入口，媒体机构、政府部门与企业用户登录后即可进入控制台，开通和管理AI创作、内容审核、智能分发等已订阅应用，集中查看用量、账号与服务状态。',
  },
};
