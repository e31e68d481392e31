/** Page text of AI智能客服 (/aiCs.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const aiCsText: Record<string, PageText> = {
  '/aiCs.html': {
    title: 'AI智能客服_在线咨询与问答',
    keywords: 'AI智能客服,在线咨询,产品咨询,智能问答,人工服务,智媒开放平台',
    heading: '在线咨询 · AI客服为您解答',
    intro:
      '欢迎使用AI智能客服。您可以直接提问，了解智媒开放平台各项产品的功能、适用场景、价格与接入方式，也可点击推荐问题快速获取答案。回答内容由AI生成，仅供参考；如需进一步沟通，请点击“人工服务”，扫描专属微信客服二维码咨询。',
    description:
      'AI智能客服在线咨询页面，为媒体机构、政府部门与企业用户解答智媒开放平台的产品功能、价格方案与接入方式等问题，由AI大模型驱动全天候即时应答，复杂问题可一键转接人工客服。',
  },
};
