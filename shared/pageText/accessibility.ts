/** Page text of 无障碍声明 (/accessibility.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const accessibilityText: Record<string, PageText> = {
  '/accessibility.html': {
    title: '无障碍声明_GB/T 37668-2019第二级（WCAG 2.1 AA）',
    keywords: '无障碍,无障碍声明,信息无障碍,适老化,GB/T 37668-2019,WCAG 2.1,读屏软件,键盘操作,无障碍反馈',
    heading: '无障碍声明',
    intro:
      '我们希望每一位访问者，包括视障、听障、肢体障碍用户和老年人，都能顺利使用本网站。本页说明本网站遵循的无障碍标准与目标等级、检测方式、已知限制，以及向我们反馈问题的渠道。',
    description:
      '智媒开放平台无障碍声明：以GB/T 37668-2019第二级（对应WCAG 2.1 AA级）为目标，说明自动化检测、HTML规范校验、键盘与无脚本测试等检测方式和已知限制，并提供无障碍问题反馈渠道。',
  },
};
