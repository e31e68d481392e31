/** Page text of the AI工作室 pages (AI视觉工作室、AI视频工作室、AI创作工作室): their title, keywords, heading and introduction. */
import type { PageText } from './types';

export const studioText: Record<string, PageText> = {
  '/aiStudio/AI-Vision-Studio.html': {
    title: 'AI视觉工作室_智能图片海报生成与修图',
    keywords: 'AI视觉工作室,AI绘画,海报生成,插画生成,智能修图,新闻配图',
    heading: 'AI视觉工作室 · 所想即所见',
    intro:
      'AI视觉工作室集文生图、图生图、海报模板、插画创作与智能修图于一体，支持扩图、抠图、消除、画质增强等常用编辑操作。编辑输入一句描述即可获得多种风格的新闻配图与宣传海报，让热点报道、政务宣传和品牌营销的视觉生产更快更省。',
  },
  '/aiStudio/AI-Video-Studio.html': {
    title: 'AI视频工作室_文生视频与数字人播报',
    keywords: 'AI视频工作室,文生视频,数字人播报,智能剪辑,图文转视频,短视频生产',
    heading: 'AI视频工作室 · 一键成片',
    intro:
      'AI视频工作室打通从文字到成片的全流程，支持文生视频、图文一键成片、AI数字人主播播报，以及智能拆条、自动字幕、配音配乐等剪辑能力。新闻编辑部可快速产出快讯短视频，政务机构和企业也能轻松制作政策解读与品牌宣传视频。',
  },
  '/aiStudio/AI-Work-Studio.html': {
    title: 'AI创作工作室_新闻写作与稿件润色',
    keywords: 'AI创作工作室,AI写作,新闻写作,稿件润色,标题生成,摘要生成,媒体大模型',
    heading: 'AI创作工作室 · 妙笔生花',
    intro:
      'AI创作工作室是面向采编人员的智能写作助手，可根据素材自动生成消息、通讯、评论等多种体裁的初稿，并提供稿件润色、纠错改写、标题推荐与摘要提炼功能。内置新闻写作规范与多种行业模板，帮助编辑部、政务宣传部门与企业品牌团队高效产出规范稿件。',
  },
};
