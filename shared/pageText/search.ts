/** Page text of 站内搜索 (/search.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const searchText: Record<string, PageText> = {
  '/search.html': {
    title: '站内搜索',
    keywords: '站内搜索,产品搜索,文档搜索,课程搜索',
    heading: '站内搜索',
    intro: '输入产品名称、功能或问题，搜索智媒开放平台的产品、解决方案、AI工作室、开发文档与传媒学院课程。',
    description:
      '在智媒开放平台站内搜索产品、解决方案、AI工作室、开发文档与传媒学院课程，支持中文全称、简称、功能描述与英文缩写，帮助媒体机构、政府部门与企业快速找到所需能力。',
  },
};
