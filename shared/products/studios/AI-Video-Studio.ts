/** AI视频工作室, a studio of AI工作室, also under 智能生成 in the product menu (../product.ts says where each export goes). */
import { product, studioEntry, type StudioModule, type StudioPage } from '../product';

export const entry = studioEntry({
  path: '/aiStudio/AI-Video-Studio.html',
  name: 'AI视频工作室',
  description:
    'AI视频工作室面向媒体机构、政府部门与企业，提供文生视频、图文转视频、数字人播报与智能剪辑能力，可将新闻稿件快速转化为短视频，显著降低视频制作门槛，助力融媒体内容在各大短视频平台高效传播。',
  placements: [{ menu: 'studio' }, product('generation')],
});

export const page: StudioPage = {
  text: {
    title: 'AI视频工作室_文生视频与数字人播报',
    keywords: 'AI视频工作室,文生视频,数字人播报,智能剪辑,图文转视频,短视频生产',
    heading: 'AI视频工作室 · 一键成片',
    intro:
      'AI视频工作室打通从文字到成片的全流程，支持文生视频、图文一键成片、AI数字人主播播报，以及智能拆条、自动字幕、配音配乐等剪辑能力。新闻编辑部可快速产出快讯短视频，政务机构和企业也能轻松制作政策解读与品牌宣传视频。',
  },
  content: {
    tagline: '稿件快速成片，数字人主播随时开播',
    outputs: [
      { title: '新闻快讯短视频', text: '自动提取稿件要点生成分镜，匹配画面素材、字幕与配音，输出竖屏或横屏快讯视频。', icon: 'zap' },
      { title: '数字人播报视频', text: '选择主播形象并输入稿件，即可生成口型自然、表情生动的播报视频，支持多语种播报。', icon: 'user-round' },
      { title: '长视频智能拆条', text: '对长视频和直播回放识别话题段落，自动拆分为多条短视频，并生成标题与封面。', icon: 'split' },
      { title: '字幕与配乐包装', text: '语音自动转写为字幕并对齐时间轴，同时根据视频情绪匹配可商用的背景音乐。', icon: 'captions' },
      { title: '文生视频镜头', text: '根据文字描述生成示意性视频镜头，用于补充缺少实拍画面的空镜与转场。', icon: 'clapperboard' },
    ],
    workflow: [
      { step: '导入素材', text: '上传稿件、图片、视频或填写文字描述，也可从媒资库直接选取历史素材。' },
      { step: '生成脚本', text: 'AI梳理内容结构并生成分镜脚本，编辑可调整每个镜头的文案与画面。' },
      { step: '自动成片', text: '系统自动匹配画面、配音、字幕与音乐，几分钟内即可输出第一版视频。' },
      { step: '在线精剪', text: '在时间轴上微调镜头顺序、替换素材，修改字幕样式与片头片尾。' },
      { step: '审核发布', text: '通过音视频安全审核后导出成片，或直接推送至多平台分发渠道。' },
    ],
    samples: [
      { title: '早间要闻60秒', kind: '短视频', text: '将当日五条要闻汇编成一分钟竖屏快讯，配好字幕、配音与统一片头，适合早高峰推送。' },
      { title: '惠民新政数字人解读', kind: '数字人视频', text: '由数字人主播逐条讲解惠民政策要点，辅以图表动画，帮助群众快速看懂政策。' },
      { title: '新品发布会集锦', kind: '智能拆条', text: '从两小时的发布会回放中自动挑选关键发言片段，拆分为多条短视频用于社交平台传播。' },
    ],
    users: [
      { title: '新媒体编辑', text: '媒体新媒体部门提升短视频日更数量，让每篇重要的图文报道都有对应的视频版本。', icon: 'smartphone' },
      { title: '政务宣传人员', text: '政府部门用数字人播报和图文成片制作政策解读视频，大幅降低拍摄与制作成本。', icon: 'landmark' },
      { title: '企业品牌团队', text: '企业快速制作产品介绍、活动回顾与员工培训视频，满足多个平台的内容更新需求。', icon: 'briefcase' },
    ],
    figures: [
      { value: '5分钟', label: '稿件到成片' },
      { value: '20+', label: '数字人主播形象' },
      { value: '1080P', label: '竖横屏输出' },
      { value: '8种', label: '播报语种与方言' },
    ],
    cases: [
      {
        customer: '地市融媒体中心',
        did: '重要图文稿件同步生成 60 秒竖屏快讯，早晚高峰各推送一档要闻汇编。',
        result: '短视频日更量由 3 条提升到 18 条，视频号粉丝半年增长 40%',
      },
      {
        customer: '市人社局',
        did: '政策出台当天由数字人主播录制解读视频，配合图表动画发布。',
        result: '单条政策视频制作成本下降约 90%，发布时间由一周缩短到当天',
      },
    ],
    faq: [
      { q: '数字人形象可以定制吗？', a: '可以。提供授权的真人主持人拍摄素材，约两周即可生成专属数字人，形象使用须本人书面授权。' },
      { q: '成片可以再手动修改吗？', a: '可以在时间轴上替换镜头、调整字幕和配音，修改后重新导出，无需从头生成。' },
      { q: '生成的视频有版权风险吗？', a: '素材来自授权素材库、客户媒资或AI生成，配乐可商用；成片默认添加AI生成标识。' },
    ],
  },
};

export const icon: StudioModule['icon'] = 'clapperboard';

export const design: StudioModule['design'] = 'timeline';

export const synonyms: StudioModule['synonyms'] = ['数字人', '虚拟主播', '文生视频', '短视频生成'];
