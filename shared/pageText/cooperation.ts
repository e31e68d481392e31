/** Page text of 合作咨询 (/cooperation.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const cooperationText: Record<string, PageText> = {
  '/cooperation.html': {
    title: '合作咨询_预约演示与商务合作',
    keywords: '合作咨询,商务合作,申请试用,产品演示,专属顾问,智媒开放平台',
    heading: '合作咨询',
    intro: '留下您的联系方式与需求，专属顾问将在1个工作日内与您联系，为您介绍产品与解决方案、安排演示或开通试用。',
    description:
      '星海传媒集团智媒开放平台合作咨询：媒体机构、政府部门与企业可在线提交合作意向，预约产品演示、申请试用或洽谈定制方案，也可扫码添加专属微信客服或拨打客服热线。',
  },
};
