/**
 * The AI customer service's answers, in the simple Markdown the chat renders. They are
 * built from the site's own route table so they always name and link real pages.
 */
import { HUMAN_SERVICE_TRIGGERS } from '../shared/constants';
import { PLATFORM_NAME } from '../shared/site';
import { productGroups, routes, type PageRoute } from '../shared/routes';
import { keywordsOf, matchRoute } from './routeMatch';

export const HANDOVER_ANSWER = '好的，正在为您转接人工服务，请扫描下方二维码添加专属微信客服~';
const GREETING = `您好，感谢您对${PLATFORM_NAME}的关注！`;
const MAX_BULLETS = 4;

export function isHumanServiceTrigger(content: string): boolean {
  return (HUMAN_SERVICE_TRIGGERS as readonly string[]).includes(content.trim());
}

/** Bullet points: the page's own keywords, minus its name and bare abbreviations like TTS. */
function bulletsFor(route: PageRoute): string[] {
  return keywordsOf(route)
    .filter((k) => k !== route.name && !/^[A-Za-z0-9+]+$/.test(k))
    .slice(0, MAX_BULLETS)
    .map((k) => `- ${k}`);
}

export function productAnswer(route: PageRoute): string {
  return [
    GREETING,
    `为您推荐 **${route.name}**：${route.intro}`,
    '',
    '相关能力与场景：',
    ...bulletsFor(route),
    '',
    '如需开通试用或了解报价，可点击页面上的“免费试用”，或输入“人工服务”联系专属顾问。',
    `[了解更多：${route.name}](${route.path})`,
  ].join('\n');
}

/** Names placed in each product-matrix group, external sites included. */
function groupLines(): string[] {
  return productGroups.map((group) => {
    const names = new Set<string>();
    for (const entry of routes) {
      if (entry.placements.some((p) => p.menu === 'product' && p.group === group.id)) names.add(entry.name);
    }
    return `- **${group.label}**：${[...names].join('、')}`;
  });
}

export function generalAnswer(): string {
  return [
    `${GREETING}${PLATFORM_NAME}面向媒体机构、政府部门与企业，提供以下几类产品与服务：`,
    '',
    ...groupLines(),
    '',
    '此外还有传媒学院AI培训课程、政务服务与版权输出等服务。您可以告诉我想了解的具体产品，例如“语音合成能做什么？”，我会为您详细介绍；也可以输入“人工服务”联系专属顾问。',
    '[查看产品文档](/docCenter.html)',
  ].join('\n');
}

export function answerQuestion(question: string): string {
  const match = matchRoute(question);
  return match ? productAnswer(match.route) : generalAnswer();
}
