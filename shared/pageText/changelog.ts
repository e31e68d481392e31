/** Page text of 更新日志 (/changelog.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const changelogText: Record<string, PageText> = {
  '/changelog.html': {
    title: '更新日志_版本发布与能力升级',
    keywords: '更新日志,版本发布,能力升级,新功能上线,发布记录',
    heading: '更新日志',
    intro: '智媒开放平台的产品发布、能力升级与合作进展，按时间由近及远排列，帮助客户及时了解每一项新能力何时可用。',
    description:
      '更新日志汇集智媒开放平台的产品发布、能力升级与行业合作进展，按时间由近及远排列，帮助媒体机构、政府部门与企业客户及时了解平台新能力的上线时间与适用场景。',
  },
};
