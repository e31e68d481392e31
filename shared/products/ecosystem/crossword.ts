/** 新闻填字, a product of 智能生态 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/crossword.html',
  name: '新闻填字',
  description:
    '新闻填字游戏将时事热点与知识点转化为趣味填字谜题，为媒体机构、政府部门与企业提供轻量化互动产品，可嵌入客户端、网站与小程序，增强用户黏性与每日活跃度，让新闻与知识传播更有趣。',
  placements: [product('ecosystem')],
});

export const page: ProductPage = {
  text: {
    title: '新闻填字游戏_寓教于乐的互动产品',
    keywords: '新闻填字,填字游戏,互动产品,用户留存,知识普及,趣味答题',
    heading: '新闻填字 · 边玩边读懂时事',
    intro:
      '新闻填字游戏以每日新闻为题库，借助AI自动生成填字谜面与答案解析，支持难度分级、每日挑战、积分排行与分享裂变。媒体机构可借此提升读者日活与停留时长，政府部门可用于政策与法规知识普及，企业也能将其用于品牌互动与员工学习。',
  },
  content: {
    tagline: '把每日新闻变成一局有趣的填字挑战',
    capabilities: [
      { title: 'AI自动出题', text: '从当日新闻中提取人物、地名、事件等关键词，自动编写谜面并排布成完整的填字方格。', icon: 'wand-sparkles' },
      { title: '三档难度分级', text: '提供入门、进阶、挑战三档难度，依据关键词的常见程度与线索的隐晦程度自动分级。', icon: 'gauge' },
      { title: '答案解析回链', text: '每个答案都附带简短解析和原新闻链接，用户做完题可以顺势阅读相关报道。', icon: 'link' },
      { title: '排行与分享', text: '支持每日挑战、连续打卡、好友排行和成绩海报分享，激发用户持续参与的兴趣。', icon: 'trophy' },
      { title: '专题题库导入', text: '可导入政策法规、企业知识或科普内容作为专题题库，经人工审核后发布专题填字。', icon: 'archive' },
    ],
    scenarios: [
      { title: '提升读者日活', text: '媒体客户端每天推出新闻填字栏目，吸引读者定时回访，并延长在客户端内的停留时间。', icon: 'users-round' },
      { title: '普法知识宣传', text: '司法行政部门围绕民法典等法律法规推出专题填字，让群众在游戏中学习法律知识。', icon: 'scale' },
      { title: '员工知识学习', text: '企业把安全生产规范和产品知识做成填字题，用于员工培训考核和内部趣味活动。', icon: 'graduation-cap' },
    ],
    advantages: [
      { title: '题目安全可控', text: '每道题目与答案都经过内容审核和编辑确认，避免出现错误信息或不当表述。', icon: 'shield-check' },
      { title: '轻量快速嵌入', text: '以H5组件形式提供，可快速嵌入客户端、网站和小程序，无需客户投入额外开发。', icon: 'code' },
      { title: '趣味知识兼顾', text: '谜面设计注重知识性，用户在解题过程中自然回顾新闻要点，真正做到寓教于乐。', icon: 'lightbulb' },
    ],
    figures: [
      { value: '每日', label: '自动更新题目' },
      { value: '3档', label: '难度分级' },
      { value: '8分钟', label: '平均单局时长' },
      { value: '1行', label: '代码嵌入' },
    ],
    cases: [
      { customer: '都市报新闻客户端', did: '在客户端上线“每日新闻填字”，题目取自前一天的要闻。', result: '栏目用户 7 日回访率 46%，客户端日活提升 9%' },
      { customer: '市司法局', did: '在普法宣传月推出法律知识填字专题，答案解析链接到普法文章。', result: '活动期间参与 12 万人次，普法文章阅读量翻番' },
    ],
    faq: [
      { q: '题目由谁来审核？', a: 'AI出题后进入审核队列，编辑确认后才会发布，涉及敏感内容的词条会被自动过滤。' },
      { q: '能用我们自己的内容出题吗？', a: '可以导入专题题库，或指定稿件范围由AI生成题目。' },
      { q: '如何接入我们的客户端或网站？', a: '提供 H5 链接和嵌入代码，也支持 SDK 接入，用户体系可与客户端打通。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'grid-3x3';

export const design: ProductModule['design'] = 'crossword';

export const synonyms: ProductModule['synonyms'] = ['填字游戏', '新闻游戏'];
