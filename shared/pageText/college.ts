/** Page text of 传媒学院 (/college.html): its title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const collegeText: Record<string, PageText> = {
  '/college.html': {
    title: '传媒学院_AI媒体课程与融媒体培训',
    keywords: '传媒学院,AI培训,融媒体培训,新媒体运营课程,AI教育课程,干部培训',
    heading: '传媒学院 · AI时代的媒体课堂',
    intro:
      '传媒学院汇集资深编辑记者、技术专家与高校学者，开设AI工具应用、融媒体采编、短视频制作、新媒体运营与舆情应对等课程，提供在线学习、直播授课和线下实训。学院还可为媒体机构、政府部门与企业量身定制培训方案，培养全媒体人才。',
    description:
      '传媒学院依托星海传媒集团的一线采编经验，为媒体机构、政府部门与企业提供AI应用、融媒体采编、新媒体运营与舆情应对等系列课程与定制培训，线上线下结合，帮助学员快速提升全媒体素养与实战能力。',
  },
};
