/** AI education courses of 传媒学院. Covers are served by the site; only their paths live here. */
import type { Course as SiteCourse } from '../../shared/upstream/courseList';

export type CourseLevel = '入门' | '进阶' | '高级';

export const COURSE_CATEGORIES = ['AI工具应用', '融媒体采编', '短视频制作', '新媒体运营', '舆情应对'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** The site's Course (shared/upstream/courseList.ts), narrowed to the mock's levels and categories. */
export interface Course extends SiteCourse {
  level: CourseLevel;
  category: CourseCategory;
  cover: string;
}

type CourseData = Omit<Course, 'cover'>;
const course = (data: CourseData): Course => ({ ...data, cover: `/images/courses/${data.id}.svg` });

const COURSE_DATA: CourseData[] = [
  {
    id: 'ai-writing-basics',
    title: 'AI辅助新闻写作入门',
    lecturer: '林知远',
    lecturerTitle: '星海日报社副总编辑',
    durationMinutes: 180,
    lessons: 8,
    level: '入门',
    category: 'AI工具应用',
    summary: '从提示词写法到稿件核校，系统掌握用大模型起草消息、通讯与评论的方法，以及AI稿件的审核要点。',
  },
  {
    id: 'prompt-engineering-newsroom',
    title: '编辑部提示词工程实战',
    lecturer: '周若岚',
    lecturerTitle: '智媒开放平台算法负责人',
    durationMinutes: 240,
    lessons: 10,
    level: '进阶',
    category: 'AI工具应用',
    summary: '结合真实采编场景讲解角色设定、少样本示例与结构化输出，建立可复用的编辑部提示词库。',
  },
  {
    id: 'ai-visual-design',
    title: 'AI视觉创作：新闻配图与海报',
    lecturer: '沈墨',
    lecturerTitle: '星海传媒集团视觉中心主任',
    durationMinutes: 150,
    lessons: 6,
    level: '入门',
    category: 'AI工具应用',
    summary: '学习文生图与智能修图工具，快速产出风格统一的新闻配图与宣传海报，并了解图片版权与合规要求。',
  },
  {
    id: 'digital-anchor-video',
    title: '数字人播报短视频制作',
    lecturer: '韩亦舟',
    lecturerTitle: '星海新闻网视频部制片人',
    durationMinutes: 200,
    lessons: 8,
    level: '进阶',
    category: '短视频制作',
    summary: '从稿件改写、数字人形象选择到字幕与配乐，完整演练数字人新闻短视频的生产流程。',
  },
  {
    id: 'short-video-editing',
    title: '新闻短视频拍摄与剪辑',
    lecturer: '许澄',
    lecturerTitle: '资深视频记者',
    durationMinutes: 300,
    lessons: 12,
    level: '入门',
    category: '短视频制作',
    summary: '手机拍摄构图、现场收音、快剪节奏与竖屏包装，帮助文字记者快速转型全媒体记者。',
  },
  {
    id: 'vertical-video-strategy',
    title: '竖屏时代的新闻叙事',
    lecturer: '乔一帆',
    lecturerTitle: '传媒大学新闻学院副教授',
    durationMinutes: 120,
    lessons: 5,
    level: '进阶',
    category: '短视频制作',
    summary: '分析主流短视频平台的传播规律，讲解如何在60秒内讲清一则新闻并兼顾准确与温度。',
  },
  {
    id: 'convergence-newsroom',
    title: '融媒体中心“策采编审发”流程再造',
    lecturer: '陈嘉言',
    lecturerTitle: '滨江区融媒体中心主任',
    durationMinutes: 210,
    lessons: 9,
    level: '高级',
    category: '融媒体采编',
    summary: '以县级融媒体中心改革为样本，讲解指挥调度、一次采集多元生成与全流程智能化改造的方法。',
  },
  {
    id: 'data-journalism',
    title: '数据新闻：从数据到故事',
    lecturer: '方予安',
    lecturerTitle: '星海日报社数据新闻部主编',
    durationMinutes: 270,
    lessons: 11,
    level: '进阶',
    category: '融媒体采编',
    summary: '数据获取、清洗分析与可视化呈现的完整方法，并借助AI工具提升数据新闻的生产效率。',
  },
  {
    id: 'ai-proofreading',
    title: '智能校对与内容安全把关',
    lecturer: '刘静秋',
    lecturerTitle: '星海传媒集团总编室审读专家',
    durationMinutes: 90,
    lessons: 4,
    level: '入门',
    category: '融媒体采编',
    summary: '常见政治性差错、事实差错与表述不规范问题剖析，以及智能校对工具的正确使用方式。',
  },
  {
    id: 'gov-new-media',
    title: '政务新媒体运营实务',
    lecturer: '杜思齐',
    lecturerTitle: '政务新媒体研究院研究员',
    durationMinutes: 180,
    lessons: 8,
    level: '入门',
    category: '新媒体运营',
    summary: '政务账号定位、政策解读产品策划、评论区互动与数据复盘，提升政务信息发布的传播力和亲和力。',
  },
  {
    id: 'audience-growth',
    title: '新闻客户端用户增长方法',
    lecturer: '钟书遥',
    lecturerTitle: '星海新闻客户端运营总监',
    durationMinutes: 160,
    lessons: 7,
    level: '进阶',
    category: '新媒体运营',
    summary: '结合推荐算法、精准推送与H5互动活动，讲解新闻客户端拉新、促活与留存的实用策略。',
  },
  {
    id: 'crisis-response',
    title: '网络舆情研判与应对',
    lecturer: '魏承泽',
    lecturerTitle: '舆情监测中心首席分析师',
    durationMinutes: 150,
    lessons: 6,
    level: '高级',
    category: '舆情应对',
    summary: '舆情监测指标、风险分级与回应时机选择，通过典型案例复盘掌握突发事件中的信息发布策略。',
  },
  {
    id: 'ai-rumor-check',
    title: 'AI时代的事实核查',
    lecturer: '苏映雪',
    lecturerTitle: '星海新闻网事实核查编辑',
    durationMinutes: 120,
    lessons: 5,
    level: '进阶',
    category: '舆情应对',
    summary: '识别AI生成的虚假图片、视频与文本，掌握溯源检索、交叉验证与核查报道写作的方法。',
  },
  {
    id: 'ai-literacy-teachers',
    title: '教师AI素养提升课',
    lecturer: '王知微',
    lecturerTitle: '师范大学教育技术学教授',
    durationMinutes: 200,
    lessons: 8,
    level: '入门',
    category: 'AI工具应用',
    summary: '面向中小学与高校教师，讲解智能备课、作业辅助与校园融媒体建设中的AI应用。',
  },
];

export const COURSES: readonly Course[] = COURSE_DATA.map(course);
