/** Page text of AI智能客服 (/aiCs.html): its title, keywords, heading and introduction. */
import type { PageText } from './types';

export const aiCsText: Record<string, PageText> = {
  '/aiCs.html': {
    title: 'AI智能客服_在线咨询与问答',
    keywords: 'AI智能客服,在线咨询,产品咨询,智能问答,人工服务,智媒开放平台',
    heading: '在线咨询 · AI客服为您解答',
    intro: '欢迎使用AI智能客服。您可以直接提问，了解智媒开放平台各项产品的功能、适用场景、价格与接入方式，也可点击推荐问题快速获取答案。回答内容由AI生成，仅供参考；如需进一步沟通，请点击“人工服务”，扫描专属微信客服二维码咨询。',
  },
};
