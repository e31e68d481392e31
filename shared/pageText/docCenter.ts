/** Page text of 文档中心 (/docCenter.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const docCenterText: Record<string, PageText> = {
  '/docCenter.html': {
    title: '文档中心_产品文档与API接入指南',
    keywords: '文档中心,产品文档,API文档,接入指南,开发者文档,常见问题',
    heading: '文档中心 · 快速上手与接入',
    intro:
      '文档中心按产品分类提供功能介绍、快速入门、控制台操作说明、API接口参考、SDK示例代码与常见问题解答，并同步发布版本更新说明。开发者可据此完成鉴权配置与接口调用，运营人员也能快速掌握各项功能的使用方法。',
    description:
      '文档中心汇集智媒开放平台各产品的使用手册、接入指南、API接口文档与常见问题，为媒体机构、政府部门与企业的开发者和运营人员提供权威参考，帮助用户快速完成产品接入、集成调试与日常使用。',
  },
};
