/** Page text of the 智能生成 product pages (AI生成PPT、AI配乐、AI财报解读): their title, keywords, heading and introduction. */
import type { PageText } from './types';

export const generationText: Record<string, PageText> = {
  '/product/powerpoint.html': {
    title: 'AI生成PPT_一键生成演示文稿',
    keywords: 'AI生成PPT,智能PPT,演示文稿生成,PPT模板,文档转PPT,工作汇报',
    heading: 'AI生成PPT · 汇报一键成稿',
    intro:
      'AI生成PPT可根据一句主题、一份文档或一篇稿件，自动梳理大纲并生成图文并茂的演示文稿，内置政务、媒体、商务等多套模板，支持在线编辑页面、替换配图与导出PPTX文件。适用于工作汇报、政策宣讲、项目提案与培训课件制作。',
  },
  '/product/backgroundmusic.html': {
    title: 'AI配乐_智能生成原创背景音乐',
    keywords: 'AI配乐,背景音乐,AI作曲,原创音乐,视频配乐,版权音乐',
    heading: 'AI配乐 · 为内容定制旋律',
    intro:
      'AI配乐可根据文字描述、视频画面或指定的风格、情绪、节奏与时长，自动生成原创背景音乐，覆盖新闻资讯、纪实、宣传片、短视频等常见场景，并支持片段截取与无缝循环。编辑无需乐理基础即可为作品配上合适的音乐，同时避免版权纠纷。',
  },
  '/product/aifinreport.html': {
    title: 'AI财报解读_财报速读与财经快讯',
    keywords: 'AI财报解读,财报分析,财经快讯,上市公司公告,财务指标,财经写作',
    heading: 'AI财报解读 · 读懂每份财报',
    intro:
      'AI财报解读可在上市公司发布定期报告与重要公告后，自动提取营收、净利润、毛利率等关键指标，进行同比环比分析并生成图表与解读文章，同时输出简明的财经快讯。财经编辑部可据此快速发稿，监管与研究部门也能高效把握企业经营状况。',
  },
};
