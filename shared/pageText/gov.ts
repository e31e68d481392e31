/** Page text of 政务服务 (/gov.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const govText: Record<string, PageText> = {
  '/gov.html': {
    title: '政务服务_政务新媒体运营与内容审核',
    keywords: '政务服务,政务新媒体,政务运营,政务内容审核,政策解读,舆情监测',
    heading: '政务服务 · 让政务传播更有温度',
    intro:
      '政务服务将媒体专业能力与AI技术相结合，为政府部门提供政务新媒体账号运营、发布前内容安全审核、政策文件图解与短视频解读、政务智能问答等服务。这些服务可帮助机关单位规范信息发布、提升传播力，让政策更易懂、服务更贴心。',
    description:
      '政务服务面向各级党政机关与事业单位，提供政务新媒体代运营、政务内容安全审核、政策解读产品制作与舆情监测服务，帮助政府部门提升信息发布质量与传播效果，更好地服务群众、回应社会关切。',
  },
};
