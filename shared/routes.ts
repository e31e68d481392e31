/**
 * The route table: every page, anchor and external menu item of SPEC.md section 2, once.
 * The server render, the client router, the menus, sitemap.xml and the tests all read it
 * (helpers that derive views of it live in shared/navigation.ts).
 */

import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS } from './site';

export type PageKind =
  | 'home'
  | 'studio'
  | 'product'
  | 'college'
  | 'gov'
  | 'docCenter'
  | 'about'
  | 'appShell'
  | 'aiCs'
  | 'agreement';

export type ProductGroupId =
  | 'sourcing'
  | 'generation'
  | 'riskControl'
  | 'distribution'
  | 'tools'
  | 'ecosystem'
  | 'h5'
  | 'solutions';

/** Where an entry shows up in the navigation. `order` sorts the top bar. */
export type Placement =
  | { menu: 'top'; order: number }
  | { menu: 'studio' }
  | { menu: 'product'; group: ProductGroupId; label?: string; hash?: string };

interface Meta {
  /** Chinese name used in menus and breadcrumbs. */
  name: string;
  /** Page-specific part of `<title>`; the platform name is appended (home: used alone). */
  title: string;
  description: string;
  /** Comma-separated, for `<meta name="keywords">`. */
  keywords: string;
}

export interface PageRoute extends Meta {
  type: 'page';
  path: string;
  kind: PageKind;
  /** The page's one `<h1>`. */
  heading: string;
  /** What this product or section is, in two or three sentences. */
  intro: string;
  placements: Placement[];
}

export interface AnchorRoute {
  type: 'anchor';
  name: string;
  /** Section id on the home page. */
  hash: string;
  placements: Placement[];
}

export interface ExternalRoute {
  type: 'external';
  name: string;
  href: string;
  description: string;
  placements: Placement[];
}

export type RouteEntry = PageRoute | AnchorRoute | ExternalRoute;

export const productGroups: ReadonlyArray<{ id: ProductGroupId; label: string }> = [
  { id: 'sourcing', label: '智能采集' },
  { id: 'generation', label: '智能生成' },
  { id: 'riskControl', label: '智能风控' },
  { id: 'distribution', label: '智能分发' },
  { id: 'tools', label: '智能工具' },
  { id: 'ecosystem', label: '智能生态' },
  { id: 'h5', label: '智能H5' },
  { id: 'solutions', label: '整体解决方案' },
];

/** Top-bar hover menus; their order interleaves with `{ menu: 'top' }` placements. */
export const menus = [
  { id: 'studio', label: 'AI工作室', pathPrefix: '/aiStudio/', order: 1 },
  { id: 'product', label: '产品矩阵', pathPrefix: '/product/', order: 2 },
] as const;

const product = (group: ProductGroupId, extra: Partial<Extract<Placement, { menu: 'product' }>> = {}): Placement => ({
  menu: 'product',
  group,
  ...extra,
});

export const routes: RouteEntry[] = [
  {
    type: 'page',
    path: '/',
    kind: 'home',
    name: '首页',
    title: '智媒开放平台',
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    heading: '智媒开放平台 · 智启融合传播',
    intro: '智媒开放平台汇聚星海传媒集团在内容采集、生成、审核、分发与运营方面的AI能力，以开放接口和SaaS产品服务媒体机构、政府部门与企业。从热点发现到多端分发，从版权输出到人才培训，一站式助力客户安全合规、降本增效地开展融合传播。',
    placements: [{ menu: 'top', order: 0 }],
  },
  {
    type: 'page',
    path: '/aiStudio/AI-Vision-Studio.html',
    kind: 'studio',
    name: 'AI视觉工作室',
    title: 'AI视觉工作室_智能图片海报生成与修图',
    description: 'AI视觉工作室基于多模态大模型，为媒体机构、政府部门与企业提供新闻配图、海报设计、插画创作与智能修图能力，输入文字即可生成高质量视觉素材，帮助编辑团队缩短出图周期、降低设计成本并保持画面风格统一。',
    keywords: 'AI视觉工作室,AI绘画,海报生成,插画生成,智能修图,新闻配图',
    heading: 'AI视觉工作室 · 所想即所见',
    intro: 'AI视觉工作室集文生图、图生图、海报模板、插画创作与智能修图于一体，支持扩图、抠图、消除、画质增强等常用编辑操作。编辑输入一句描述即可获得多种风格的新闻配图与宣传海报，让热点报道、政务宣传和品牌营销的视觉生产更快更省。',
    placements: [{ menu: 'studio' }, product('generation')],
  },
  {
    type: 'page',
    path: '/aiStudio/AI-Video-Studio.html',
    kind: 'studio',
    name: 'AI视频工作室',
    title: 'AI视频工作室_文生视频与数字人播报',
    description: 'AI视频工作室面向媒体机构、政府部门与企业，提供文生视频、图文转视频、数字人播报与智能剪辑能力，可将新闻稿件快速转化为短视频，显著降低视频制作门槛，助力融媒体内容在各大短视频平台高效传播。',
    keywords: 'AI视频工作室,文生视频,数字人播报,智能剪辑,图文转视频,短视频生产',
    heading: 'AI视频工作室 · 一键成片',
    intro: 'AI视频工作室打通从文字到成片的全流程，支持文生视频、图文一键成片、AI数字人主播播报，以及智能拆条、自动字幕、配音配乐等剪辑能力。新闻编辑部可快速产出快讯短视频，政务机构和企业也能轻松制作政策解读与品牌宣传视频。',
    placements: [{ menu: 'studio' }, product('generation')],
  },
  {
    type: 'page',
    path: '/aiStudio/AI-Work-Studio.html',
    kind: 'studio',
    name: 'AI创作工作室',
    title: 'AI创作工作室_新闻写作与稿件润色',
    description: 'AI创作工作室依托星海传媒集团自研媒体大模型，为媒体机构、政府部门与企业提供新闻写作、稿件润色、标题摘要生成与多体裁创作服务，让采编人员把更多精力投入深度报道，稳步提升内容生产效率与质量。',
    keywords: 'AI创作工作室,AI写作,新闻写作,稿件润色,标题生成,摘要生成,媒体大模型',
    heading: 'AI创作工作室 · 妙笔生花',
    intro: 'AI创作工作室是面向采编人员的智能写作助手，可根据素材自动生成消息、通讯、评论等多种体裁的初稿，并提供稿件润色、纠错改写、标题推荐与摘要提炼功能。内置新闻写作规范与多种行业模板，帮助编辑部、政务宣传部门与企业品牌团队高效产出规范稿件。',
    placements: [{ menu: 'studio' }, product('generation')],
  },
  {
    type: 'page',
    path: '/product/topSearch.html',
    kind: 'product',
    name: '全网热搜',
    title: '全网热搜_热点搜索与热榜实时追踪',
    description: '全网热搜实时聚合主流社交媒体、新闻客户端与搜索引擎的热榜数据，为媒体机构、政府部门与企业提供热点发现、趋势追踪与话题分析服务，帮助编辑第一时间把握舆论焦点，抢占报道先机。',
    keywords: '全网热搜,热点追踪,热榜聚合,热点搜索,趋势分析,新闻线索',
    heading: '全网热搜 · 热点一网打尽',
    intro: '全网热搜汇聚社交媒体、短视频平台、搜索引擎与新闻客户端的实时热榜，支持关键词检索、热度曲线、话题溯源与地域分布分析。编辑部可订阅关注领域并接收热点预警，政府部门与企业也能随时掌握与自身相关的热点动态，及时响应。',
    placements: [product('sourcing')],
  },
  {
    type: 'page',
    path: '/product/collect.html',
    kind: 'product',
    name: '智能采集',
    title: '智能采集_全网信源实时采集与聚合',
    description: '智能采集面向媒体机构、政府部门与企业，对网站、客户端、公众号、短视频等全网信源进行自动化采集、去重与分类，构建可定制的线索库与素材库，让采编团队稳定获取一手信息，大幅减少人工检索时间。',
    keywords: '智能采集,信源采集,全网采集,线索汇聚,内容聚合,素材库',
    heading: '智能采集 · 全网信源尽在掌握',
    intro: '智能采集支持按站点、栏目、关键词和账号灵活配置采集任务，覆盖新闻网站、政府网站、新闻客户端、微信公众号与短视频平台等信源。采集结果自动去重、分类打标并推送至线索库，帮助编辑部、政务与企业用户持续掌握行业动态与权威信息。',
    placements: [product('sourcing')],
  },
  {
    type: 'page',
    path: '/product/topic.html',
    kind: 'product',
    name: '智能选题',
    title: '智能选题_AI选题策划与报道辅助',
    description: '智能选题结合热点数据、历史稿件与用户兴趣，为媒体机构、政府部门与企业自动推荐报道方向、生成策划方案和采访提纲，帮助编辑团队快速找准选题切入点，提升内容策划的效率与传播影响力。',
    keywords: '智能选题,选题策划,报道策划,采访提纲,热点选题,内容策划',
    heading: '智能选题 · 让策划有据可依',
    intro: '智能选题基于全网热点与传播数据，自动挖掘值得跟进的新闻线索，并给出选题角度、背景资料、采访提纲与呈现形式建议。编辑部可用于日常报道与重大主题策划，政务宣传与企业品牌团队也能借此规划内容日历，让每一次策划都有数据支撑。',
    placements: [product('sourcing')],
  },
  {
    type: 'page',
    path: '/product/powerpoint.html',
    kind: 'product',
    name: 'AI生成PPT',
    title: 'AI生成PPT_一键生成演示文稿',
    description: 'AI生成PPT面向媒体机构、政府部门与企业，只需输入主题或上传文档，即可自动生成结构清晰、排版美观的演示文稿，支持大纲编辑与模板切换，让工作汇报、政策宣讲与方案提案的准备时间从数小时缩短到几分钟。',
    keywords: 'AI生成PPT,智能PPT,演示文稿生成,PPT模板,文档转PPT,工作汇报',
    heading: 'AI生成PPT · 汇报一键成稿',
    intro: 'AI生成PPT可根据一句主题、一份文档或一篇稿件，自动梳理大纲并生成图文并茂的演示文稿，内置政务、媒体、商务等多套模板，支持在线编辑页面、替换配图与导出PPTX文件。适用于工作汇报、政策宣讲、项目提案与培训课件制作。',
    placements: [product('generation')],
  },
  {
    type: 'page',
    path: '/product/backgroundmusic.html',
    kind: 'product',
    name: 'AI配乐',
    title: 'AI配乐_智能生成原创背景音乐',
    description: 'AI配乐为媒体机构、政府部门与企业提供原创背景音乐智能生成服务，可根据视频内容、情绪与时长自动创作配乐，作品权属清晰、可商用，帮助短视频、宣传片与播客节目快速完成配乐，有效规避版权风险。',
    keywords: 'AI配乐,背景音乐,AI作曲,原创音乐,视频配乐,版权音乐',
    heading: 'AI配乐 · 为内容定制旋律',
    intro: 'AI配乐可根据文字描述、视频画面或指定的风格、情绪、节奏与时长，自动生成原创背景音乐，覆盖新闻资讯、纪实、宣传片、短视频等常见场景，并支持片段截取与无缝循环。编辑无需乐理基础即可为作品配上合适的音乐，同时避免版权纠纷。',
    placements: [product('generation')],
  },
  {
    type: 'page',
    path: '/product/aifinreport.html',
    kind: 'product',
    name: 'AI财报解读',
    title: 'AI财报解读_财报速读与财经快讯',
    description: 'AI财报解读面向财经媒体、政府部门与金融企业，自动获取上市公司定期报告与公告，快速提取核心财务指标并生成结构化解读与财经快讯，帮助编辑在财报季及时、准确地发布报道，抢占财经资讯时效。',
    keywords: 'AI财报解读,财报分析,财经快讯,上市公司公告,财务指标,财经写作',
    heading: 'AI财报解读 · 读懂每份财报',
    intro: 'AI财报解读可在上市公司发布定期报告与重要公告后，自动提取营收、净利润、毛利率等关键指标，进行同比环比分析并生成图表与解读文章，同时输出简明的财经快讯。财经编辑部可据此快速发稿，监管与研究部门也能高效把握企业经营状况。',
    placements: [product('generation')],
  },
  {
    type: 'external',
    name: '内容审核',
    href: 'https://review.example.com/',
    description: '基于AI大模型的文本内容安全审核服务，精准识别涉政、违法违规与不良信息。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '图片审核',
    href: 'https://image-review.example.com/',
    description: '智能识别图片中的敏感人物、违规画面与不良文字，保障图片发布安全合规。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '音视频审核',
    href: 'https://av-review.example.com/',
    description: '对音频与视频进行逐帧、逐句智能审核，快速发现违规画面与敏感语音内容。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '舆情监测',
    href: 'https://sentiment.example.com/',
    description: '全天候全网舆情监测与预警，助力及时发现风险、研判态势并科学应对。',
    placements: [product('riskControl')],
  },
  {
    type: 'external',
    name: '版权监测',
    href: 'https://copyright-monitor.example.com/',
    description: '全网追踪原创内容的转载与侵权线索，为版权确权、取证和维权提供有力支撑。',
    placements: [product('riskControl')],
  },
  {
    type: 'page',
    path: '/product/multiPlatform.html',
    kind: 'product',
    name: '多平台分发',
    title: '多平台分发_内容一键同步多渠道',
    description: '多平台分发帮助媒体机构、政府部门与企业将稿件、图片与视频一键发布到自有客户端、网站、微信公众号、微博及主流短视频平台，统一管理账号与发布排期，汇总各渠道传播数据，显著提升融媒体运营效率。',
    keywords: '多平台分发,一键分发,矩阵账号管理,融媒体发布,内容同步,传播数据',
    heading: '多平台分发 · 一次编辑多端发布',
    intro: '多平台分发支持绑定客户端、网站、微信公众号、微博、短视频平台等多个渠道账号，一次编辑即可按各平台规范自动适配格式并定时发布。系统统一汇总阅读、播放与互动数据，便于编辑部、政务新媒体与企业品牌团队开展矩阵化运营和效果复盘。',
    placements: [product('distribution')],
  },
  {
    type: 'page',
    path: '/product/algorithm.html',
    kind: 'product',
    name: '推荐算法',
    title: '推荐算法_智能推荐用户画像与精准推送',
    description: '推荐算法为媒体机构、政府部门与企业的客户端和网站提供智能推荐、用户画像与精准推送能力，在坚持正确导向的前提下实现千人千面的内容分发，提升用户活跃与留存，让优质内容精准触达目标受众。',
    keywords: '推荐算法,智能推荐,用户画像,精准推送,个性化推荐,内容分发',
    heading: '推荐算法 · 让好内容找到对的人',
    intro: '推荐算法包含三大能力：智能推荐融合内容理解与用户行为数据，实现千人千面的信息流排序；用户画像整合兴趣、地域与活跃度等标签，帮助深入洞察受众；精准推送按人群与时段智能触达用户。系统内置主流价值导向与人工干预机制，兼顾传播效果与内容安全。',
    placements: [product('distribution', { label: '智能推荐', hash: 'recommend' }), product('distribution', { label: '用户画像', hash: 'profile' }), product('distribution', { label: '精准推送', hash: 'push' })],
  },
  {
    type: 'page',
    path: '/product/media-library.html',
    kind: 'product',
    name: '媒资库',
    title: '媒资库_融媒体素材统一管理',
    description: '媒资库为媒体机构、政府部门与企业提供文字、图片、音频与视频素材的统一存储、智能标注与快速检索服务，支持多人协作与权限管理，帮助团队盘活历史内容资产，减少素材重复采购与反复制作。',
    keywords: '媒资库,媒资管理,素材管理,智能标签,以图搜图,内容资产',
    heading: '媒资库 · 盘活每一份内容资产',
    intro: '媒资库集中管理稿件、图片、音频与视频等各类素材，借助AI自动完成人物识别、场景识别、语音转写与标签提取，支持关键词、以图搜图与片段级检索。编辑部可快速调取历史素材，政务与企业用户也能建立规范的数字档案，并按角色设置访问与下载权限。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/TTS.html',
    kind: 'product',
    name: '语音合成',
    title: '语音合成TTS_AI配音与有声内容生产',
    description: '语音合成可将新闻稿件、政务公告与企业文案快速转换为自然流畅的语音，提供多种音色及多语种、方言选择，面向媒体机构、政府部门与企业，广泛用于有声新闻、视频配音、广播播报与智能硬件播报等场景。',
    keywords: '语音合成,TTS,AI配音,文字转语音,有声新闻,多音色',
    heading: '语音合成 · 让文字开口说话',
    intro: '语音合成基于深度神经网络声学模型，提供30余种男声、女声、童声与播音风格音色，支持普通话、英语及多种方言，可调节语速、音量与情感语调，并支持SSML标记和长文本批量合成。编辑部可一键生成有声新闻，政务与企业用户也能快速制作配音和播报音频。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/ASR.html',
    kind: 'product',
    name: '语音识别',
    title: '语音识别ASR_音视频转写与智能字幕',
    description: '语音识别为媒体机构、政府部门与企业提供实时语音转写、录音文件转文字与视频字幕自动生成服务，可准确区分说话人并自动添加标点，广泛适用于采访整理、会议纪要、直播字幕与音视频节目后期制作。',
    keywords: '语音识别,ASR,语音转文字,智能字幕,会议纪要,采访转写',
    heading: '语音识别 · 声音秒变文字',
    intro: '语音识别支持实时流式识别与录音文件转写，覆盖普通话、英语及多种方言，具备说话人分离、智能断句标点和热词定制能力，可自动生成带时间轴的字幕文件。记者整理采访录音、政府部门记录会议纪要、企业制作视频字幕都能省时省力。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/aiDocument.html',
    kind: 'product',
    name: 'AI文档',
    title: 'AI文档_智能校对与公文写作助手',
    description: 'AI文档为媒体机构、政府部门与企业提供智能校对、文档问答与公文写作能力，可自动发现错别字、政治性差错和格式问题，快速解答文档中的疑问并生成规范公文，全面提升文字工作的准确性与效率。',
    keywords: 'AI文档,智能校对,文档问答,公文写作,错别字检查,政务写作',
    heading: 'AI文档 · 文字工作好帮手',
    intro: 'AI文档包含三项核心能力：智能校对可识别错别字、标点误用、不当表述与重要人名职务差错；文档问答可基于上传的文件精准回答问题并标注出处；公文写作支持通知、请示、报告、讲话稿等常用文种。适合编辑部、机关办公室与企业行政团队使用。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/aiCustomerService.html',
    kind: 'product',
    name: 'AI智能客服',
    title: 'AI智能客服_大模型驱动的在线客服',
    description: 'AI智能客服基于大模型与企业知识库，为媒体机构、政府部门与企业提供全天候在线咨询服务，可准确理解用户意图、通过多轮对话解答问题，并在必要时无缝转接人工，有效降低客服成本，提升服务满意度。',
    keywords: 'AI智能客服,智能客服,在线客服,知识库问答,政务咨询,大模型客服',
    heading: 'AI智能客服 · 全天候贴心应答',
    intro: 'AI智能客服只需导入产品资料、政策文件或常见问题，即可快速构建专属知识库，支持多轮对话、意图识别、推荐问题与一键转人工，可嵌入网站、客户端、公众号与小程序。媒体机构可用于读者服务，政府部门可用于政策咨询，企业可用于售前售后答疑。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/in-car-app.html',
    kind: 'product',
    name: '车载应用',
    title: '车载新闻应用_智能座舱资讯服务',
    description: '车载新闻应用为车企、媒体机构与政府部门打造适配智能座舱的资讯服务，以语音播报、音频节目与本地资讯为核心，让驾乘人员在出行途中安全便捷地获取新闻资讯，同时拓展媒体内容的传播场景。',
    keywords: '车载新闻应用,车载应用,智能座舱,语音播报,车载资讯,音频新闻',
    heading: '车载新闻 · 出行路上听天下',
    intro: '车载新闻应用针对车机屏幕和驾驶场景专门设计，提供新闻早晚报、语音播报、本地出行资讯与音频节目，支持语音交互操作，减少驾驶分心。媒体机构可借此将内容延伸至车载终端，车企与企业客户也可快速为智能座舱接入权威资讯服务。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/crossword.html',
    kind: 'product',
    name: '新闻填字',
    title: '新闻填字游戏_寓教于乐的互动产品',
    description: '新闻填字游戏将时事热点与知识点转化为趣味填字谜题，为媒体机构、政府部门与企业提供轻量化互动产品，可嵌入客户端、网站与小程序，增强用户黏性与每日活跃度，让新闻与知识传播更有趣。',
    keywords: '新闻填字,填字游戏,互动产品,用户留存,知识普及,趣味答题',
    heading: '新闻填字 · 边玩边读懂时事',
    intro: '新闻填字游戏以每日新闻为题库，借助AI自动生成填字谜面与答案解析，支持难度分级、每日挑战、积分排行与分享裂变。媒体机构可借此提升读者日活与停留时长，政府部门可用于政策与法规知识普及，企业也能将其用于品牌互动与员工学习。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/data-board.html',
    kind: 'product',
    name: '数据大屏',
    title: '数据大屏_传播数据可视化指挥中心',
    description: '数据大屏为媒体机构、政府部门与企业提供传播效果、舆情态势与业务运营数据的可视化展示，支持多源数据接入与实时刷新，适用于融媒体指挥中心、政务展厅与企业运营中心，帮助管理者一屏掌握全局。',
    keywords: '数据大屏,数据可视化,融媒体指挥中心,传播效果分析,实时监控,运营看板',
    heading: '数据大屏 · 全局态势一屏尽览',
    intro: '数据大屏可接入稿件生产、渠道传播、舆情监测与业务运营等多源数据，提供地图、趋势图、排行榜等丰富组件与多套行业模板，支持拖拽式配置和实时刷新。适用于融媒体中心指挥调度、政务数据展示以及企业经营监控等场景。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/paid-content.html',
    kind: 'product',
    name: '付费内容',
    title: '付费内容_知识付费与会员订阅',
    description: '付费内容帮助媒体机构、出版单位与企业将优质文章、音视频课程与专栏内容进行商业化运营，支持单篇付费、会员订阅与专栏购买等多种模式，打通支付结算与数据分析，探索可持续的内容变现之路。',
    keywords: '付费内容,知识付费,会员订阅,内容变现,付费专栏,数字订阅',
    heading: '付费内容 · 让优质内容有价',
    intro: '付费内容提供付费阅读、付费音视频、专栏订阅与会员体系等功能，支持试读试看、优惠券、分销推广与多渠道支付，并配套订单管理和收益报表。媒体机构可将深度报道与独家内容转化为稳定收入，企业与培训机构也能便捷开展知识服务。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/online-mall.html',
    kind: 'product',
    name: '在线商城',
    title: '在线商城_媒体电商与文创零售',
    description: '在线商城帮助媒体机构、政府部门与企业快速搭建自有电商平台，支持文创周边、地方特产与助农产品的在线销售，打通商品、订单、支付与物流管理，实现内容引流与商品转化的有机结合。',
    keywords: '在线商城,媒体电商,文创商城,助农电商,内容电商,直播带货',
    heading: '在线商城 · 内容与电商融合',
    intro: '在线商城可快速嵌入客户端、公众号与小程序，提供商品管理、订单处理、营销活动、会员积分与物流对接等完整电商功能，并支持在文章、视频和直播中挂载商品。媒体机构可拓展文创与助农电商业务，地方政府和企业也能借此推广特色产品。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/ad.html',
    kind: 'product',
    name: '广告投放',
    title: '广告投放_媒体广告智能投放管理',
    description: '广告投放为媒体机构提供覆盖客户端、网站与新媒体矩阵的广告资源管理与智能投放服务，帮助政府部门与企业客户精准触达目标人群，实时监测曝光与点击效果，提升广告资源变现效率与投放回报。',
    keywords: '广告投放,广告管理,精准营销,程序化投放,广告变现,效果监测',
    heading: '广告投放 · 精准触达每位受众',
    intro: '广告投放支持开屏、信息流、横幅、视频贴片等多种广告形式，可按地域、时段、兴趣标签定向投放，并提供频次控制、排期管理与实时效果报表。媒体机构可统一管理自有广告位、提升变现收益，政府与企业客户可高效开展公益宣传和品牌推广。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/h5-collection.html',
    kind: 'product',
    name: 'H5征集',
    title: 'H5征集_线上作品与线索征集活动',
    description: 'H5征集帮助媒体机构、政府部门与企业快速发起图文、视频、摄影等作品征集与新闻线索征集活动，无需开发即可在线配置页面，提交内容集中审核管理，有效激发用户参与热情，沉淀优质UGC内容。',
    keywords: 'H5征集,作品征集,线索征集,UGC活动,征文活动,互动H5',
    heading: 'H5征集 · 汇聚大众创作力量',
    intro: 'H5征集提供作品征集、征文比赛、新闻爆料与意见征集等多种活动模板，支持文字、图片、音频、视频等多种提交形式，内置AI内容审核与分类管理。编辑部可据此收集读者线索与作品，政府部门可开展民意征集，企业也能组织品牌创意大赛。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-survey.html',
    kind: 'product',
    name: 'H5问卷',
    title: 'H5问卷_在线问卷调查与数据分析',
    description: 'H5问卷为媒体机构、政府部门与企业提供在线问卷设计、发布与统计分析工具，支持多种题型与逻辑跳转，可用于读者调查、民意调研与客户满意度评估，自动生成可视化报告，让决策更有数据依据。',
    keywords: 'H5问卷,问卷调查,在线调研,满意度调查,民意调查,数据统计',
    heading: 'H5问卷 · 倾听每一种声音',
    intro: 'H5问卷提供单选、多选、量表、填空、矩阵等丰富题型，支持逻辑跳转、答题限制与防刷验证，可一键分享至客户端、公众号和社交平台。回收数据实时统计并生成交叉分析图表，适用于媒体读者调研、政务满意度测评与企业市场调查。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-vote.html',
    kind: 'product',
    name: 'H5投票',
    title: 'H5投票_评选投票活动快速搭建',
    description: 'H5投票帮助媒体机构、政府部门与企业快速搭建评选投票活动，支持图文、视频等多种选手展示形式，内置防刷票机制与实时排行榜，适用于年度人物评选、优秀作品展示与品牌人气投票等场景。',
    keywords: 'H5投票,在线投票,评选活动,投票小程序,防刷票,活动运营',
    heading: 'H5投票 · 公平公正的评选平台',
    intro: 'H5投票提供多套评选活动模板，支持选手报名、图文与视频展示、分组投票和每日限投设置，并通过验证码、IP限制与异常行为识别等手段防范刷票。媒体机构可举办年度评选，政府部门可开展先进典型推选，企业也能组织人气投票。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-helper.html',
    kind: 'product',
    name: 'H5助力',
    title: 'H5助力_社交裂变助力活动',
    description: 'H5助力为媒体机构、政府部门与企业提供好友助力类社交裂变活动工具，用户邀请好友助力即可解锁奖励，借助社交关系链实现快速传播，帮助客户低成本拉新引流，扩大品牌与公益活动影响力。',
    keywords: 'H5助力,好友助力,社交裂变,拉新引流,营销活动,公益助力',
    heading: 'H5助力 · 社交裂变快速拉新',
    intro: 'H5助力支持助力砍价、助力解锁、公益点亮等多种玩法，可灵活设置助力人数、奖励规则与活动时间，并提供实时数据看板和防作弊机制。媒体机构可用于客户端拉新，政府部门可用于公益倡议传播，企业也能以较低成本开展裂变营销。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-lottery.html',
    kind: 'product',
    name: 'H5抽奖',
    title: 'H5抽奖_互动抽奖与营销活动',
    description: 'H5抽奖为媒体机构、政府部门与企业提供大转盘、九宫格、刮刮卡等多种抽奖互动玩法，支持奖品库存与中奖概率配置，可与答题、签到等活动组合使用，有效提升用户参与度与活动传播效果。',
    keywords: 'H5抽奖,大转盘,刮刮卡,互动营销,节日活动,用户激励',
    heading: 'H5抽奖 · 好运互动聚人气',
    intro: 'H5抽奖内置大转盘、九宫格、刮刮卡、砸金蛋等模板，可配置奖品库存、中奖概率、参与门槛和抽奖次数，支持实物、红包与卡券等奖品类型，并提供中奖名单管理与核销功能。适用于节日活动、新品推广、知识答题奖励和用户回馈。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/ai-media.html',
    kind: 'product',
    name: 'AI+媒体',
    title: 'AI+媒体_媒体融合智能化解决方案',
    description: 'AI+媒体解决方案面向各级媒体机构与融媒体中心，覆盖策、采、编、审、发、评全流程，提供智能生产、智能审核、智能分发与数据运营的一体化能力，助力媒体深化融合改革，建设全媒体传播体系。',
    keywords: 'AI+媒体,媒体融合,融媒体中心,智慧媒体,全媒体传播,AIGC',
    heading: 'AI+媒体 · 智领媒体融合',
    intro: 'AI+媒体解决方案以星海传媒集团自身的融媒体实践为基础，将热点发现、智能选题、AI写作、音视频生产、内容审核、多平台分发与传播分析串联为统一工作流。可为省、市、县各级融媒体中心按需定制部署，帮助编辑部降本增效并守牢内容安全底线。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/ai-education.html',
    kind: 'product',
    name: 'AI+教育',
    title: 'AI+教育_智慧教育与AI素养培养方案',
    description: 'AI+教育解决方案面向高校、中小学、教育主管部门与培训企业，提供AI通识课程、智能教学工具、校园融媒体建设与实训平台，帮助师生掌握AI应用能力，推动教育数字化转型与新闻传播人才培养。',
    keywords: 'AI+教育,智慧教育,AI素养,校园融媒体,实训平台,AI课程',
    heading: 'AI+教育 · 培育AI新人才',
    intro: 'AI+教育解决方案整合传媒学院课程体系与平台AI工具，提供AI通识课程、智能备课与作业辅助、校园融媒体中心建设以及新闻传播实训平台。高校与中小学可借此开展AI素养教育，教育主管部门可统筹推进区域智慧教育建设。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/ai-culture-tourism.html',
    kind: 'product',
    name: 'AI+文旅',
    title: 'AI+文旅_智慧文旅宣传与服务方案',
    description: 'AI+文旅解决方案面向文旅主管部门、景区与文旅企业，提供AI导览讲解、目的地宣传内容生产、数字人代言、文创开发与游客服务能力，助力地方讲好文旅故事，提升城市与景区的品牌影响力。',
    keywords: 'AI+文旅,智慧文旅,AI导览,数字人代言,文旅宣传,城市品牌',
    heading: 'AI+文旅 · 讲好每一处风景',
    intro: 'AI+文旅解决方案可批量生成目的地宣传图文、短视频与多语种导览解说，打造文旅数字人代言形象，提供智能行程规划与游客问答服务，并结合文创商城拓展消费场景。方案可帮助文旅部门和景区以更低成本持续输出优质内容、吸引八方游客。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/app-custom-development.html',
    kind: 'product',
    name: 'APP定制开发',
    title: 'APP定制开发_新闻客户端与政务APP',
    description: 'APP定制开发为媒体机构、政府部门与企业提供新闻客户端、政务服务APP与企业应用的一站式定制开发服务，涵盖需求规划、界面设计、开发测试、上架运维与AI能力接入，保障应用稳定、安全、易用。',
    keywords: 'APP定制开发,新闻客户端开发,政务APP,移动应用开发,鸿蒙应用,小程序开发',
    heading: 'APP定制开发 · 专属移动门户',
    intro: 'APP定制开发团队拥有多年新闻客户端建设经验，支持iOS、Android与鸿蒙多端开发，可按需集成内容管理、推荐算法、直播点播、互动活动与智能客服等模块。媒体机构可打造自主可控的传播平台，政府部门和企业也能快速上线专属移动应用。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/h5-custom-development.html',
    kind: 'product',
    name: 'H5定制开发',
    title: 'H5定制开发_创意互动H5设计制作',
    description: 'H5定制开发为媒体机构、政府部门与企业提供创意互动H5的策划、设计与开发服务，擅长重大主题报道、政策宣传与品牌营销场景，以新颖的交互形式和精良的视觉呈现助力内容广泛传播。',
    keywords: 'H5定制开发,创意H5,互动H5,融媒体产品,主题宣传,H5设计',
    heading: 'H5定制开发 · 创意点燃传播',
    intro: 'H5定制开发由策划、设计、技术一体化团队提供服务，可结合三维动画、AI生成、数字人互动、小游戏等形式，定制重大主题报道、两会宣传、政策解读和品牌营销H5。从创意提案到上线运维全程跟进，兼顾传播效果与访问稳定。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/ipchina.html',
    kind: 'product',
    name: 'IP中国',
    title: 'IP中国_文化IP孵化与授权交易',
    description: 'IP中国为媒体机构、政府部门与企业提供文化IP的孵化打造、版权登记、授权交易与衍生开发服务，连接内容创作者与品牌方，帮助地方文化资源和优质内容实现价值转化，推动中华文化创造性传播。',
    keywords: 'IP中国,文化IP,IP孵化,版权授权,授权交易,文创衍生',
    heading: 'IP中国 · 让文化IP焕发价值',
    intro: 'IP中国聚焦优秀传统文化、城市文化与原创内容，提供IP策划孵化、形象设计、版权登记确权、授权交易撮合与文创衍生品开发等全链条服务。地方政府可借此打造城市文化名片，媒体机构和企业也能盘活版权资产，拓展授权收入。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/yitiji.html',
    kind: 'product',
    name: 'AI一体机',
    title: 'AI一体机_大模型私有化部署软硬一体',
    description: 'AI一体机将媒体大模型、智能应用与算力硬件预装集成，为媒体机构、政府部门与企业提供开箱即用的私有化部署方案，数据不出本地、安全合规可控，满足内网环境与高安全等级场景下的AI应用需求。',
    keywords: 'AI一体机,大模型一体机,私有化部署,软硬一体,本地部署,国产化算力',
    heading: 'AI一体机 · 开箱即用的大模型',
    intro: 'AI一体机预装媒体大模型、知识库问答、智能写作、内容审核与智能校对等应用，软硬件一体交付，部署上线后即可在本地使用。支持国产化芯片与操作系统适配，数据全程在客户内网处理，适合对数据安全要求较高的政府部门、媒体机构与企业。',
    placements: [product('solutions')],
  },
  { type: 'anchor', name: '版权输出', hash: 'copyright', placements: [{ menu: 'top', order: 3 }] },
  {
    type: 'page',
    path: '/college.html',
    kind: 'college',
    name: '传媒学院',
    title: '传媒学院_AI媒体课程与融媒体培训',
    description: '传媒学院依托星海传媒集团的一线采编经验，为媒体机构、政府部门与企业提供AI应用、融媒体采编、新媒体运营与舆情应对等系列课程与定制培训，线上线下结合，帮助学员快速提升全媒体素养与实战能力。',
    keywords: '传媒学院,AI培训,融媒体培训,新媒体运营课程,AI教育课程,干部培训',
    heading: '传媒学院 · AI时代的媒体课堂',
    intro: '传媒学院汇集资深编辑记者、技术专家与高校学者，开设AI工具应用、融媒体采编、短视频制作、新媒体运营与舆情应对等课程，提供在线学习、直播授课和线下实训。学院还可为媒体机构、政府部门与企业量身定制培训方案，培养全媒体人才。',
    placements: [{ menu: 'top', order: 4 }],
  },
  {
    type: 'page',
    path: '/gov.html',
    kind: 'gov',
    name: '政务服务',
    title: '政务服务_政务新媒体运营与内容审核',
    description: '政务服务面向各级党政机关与事业单位，提供政务新媒体代运营、政务内容安全审核、政策解读产品制作与舆情监测服务，帮助政府部门提升信息发布质量与传播效果，更好地服务群众、回应社会关切。',
    keywords: '政务服务,政务新媒体,政务运营,政务内容审核,政策解读,舆情监测',
    heading: '政务服务 · 让政务传播更有温度',
    intro: '政务服务将媒体专业能力与AI技术相结合，为政府部门提供政务新媒体账号运营、发布前内容安全审核、政策文件图解与短视频解读、政务智能问答等服务。这些服务可帮助机关单位规范信息发布、提升传播力，让政策更易懂、服务更贴心。',
    placements: [{ menu: 'top', order: 5 }],
  },
  { type: 'anchor', name: '客户案例', hash: 'cases', placements: [{ menu: 'top', order: 6 }] },
  {
    type: 'page',
    path: '/docCenter.html',
    kind: 'docCenter',
    name: '文档中心',
    title: '文档中心_产品文档与API接入指南',
    description: '文档中心汇集智媒开放平台各产品的使用手册、接入指南、API接口文档与常见问题，为媒体机构、政府部门与企业的开发者和运营人员提供权威参考，帮助用户快速完成产品接入、集成调试与日常使用。',
    keywords: '文档中心,产品文档,API文档,接入指南,开发者文档,常见问题',
    heading: '文档中心 · 快速上手与接入',
    intro: '文档中心按产品分类提供功能介绍、快速入门、控制台操作说明、API接口参考、SDK示例代码与常见问题解答，并同步发布版本更新说明。开发者可据此完成鉴权配置与接口调用，运营人员也能快速掌握各项功能的使用方法。',
    placements: [{ menu: 'top', order: 7 }],
  },
  {
    type: 'page',
    path: '/about.html',
    kind: 'about',
    name: '关于我们',
    title: '关于我们_星海传媒集团简介',
    description: '星海传媒集团是以新闻传播为主业的综合性传媒集团。智媒开放平台是集团面向媒体机构、政府部门与企业推出的AI媒体技术开放平台，致力于以安全可信的人工智能技术推动媒体融合发展与社会数字化转型。',
    keywords: '关于我们,星海传媒集团,公司简介,企业介绍,发展历程,联系方式',
    heading: '关于我们 · 星海传媒集团',
    intro: '星海传媒集团深耕新闻传播领域多年，在内容生产、传播运营与媒体技术方面积累了丰富经验。智媒开放平台是集团媒体技术能力的集中输出，以自研大模型为核心，为媒体机构、政府部门与企业提供内容生产、审核、分发与运营的一站式服务。',
    placements: [{ menu: 'top', order: 8 }],
  },
  {
    type: 'page',
    path: '/_app',
    kind: 'appShell',
    name: '应用中心',
    title: '应用中心_产品控制台入口',
    description: '应用中心是智媒开放平台各项产品的统一入口，媒体机构、政府部门与企业用户登录后即可进入控制台，开通和管理AI创作、内容审核、智能分发等已订阅应用，集中查看用量、账号与服务状态。',
    keywords: '应用中心,控制台,产品入口,应用管理,账号管理,免费试用',
    heading: '应用中心 · 一站进入全部产品',
    intro: '应用中心汇集平台已上线的全部智能应用。已登录用户可点击“进入控制台”管理已开通的产品、查看用量与账单；新用户可先点击“免费试用”完成注册，再按需开通AI工作室、智能工具等服务。如需帮助，可通过页面右侧的“联系咨询”与我们沟通。',
    placements: [],
  },
  {
    type: 'page',
    path: '/aiCs.html',
    kind: 'aiCs',
    name: 'AI智能客服',
    title: 'AI智能客服_在线咨询与问答',
    description: 'AI智能客服在线咨询页面，为媒体机构、政府部门与企业用户解答智媒开放平台的产品功能、价格方案与接入方式等问题，由AI大模型驱动全天候即时应答，复杂问题可一键转接人工客服。',
    keywords: 'AI智能客服,在线咨询,产品咨询,智能问答,人工服务,智媒开放平台',
    heading: '在线咨询 · AI客服为您解答',
    intro: '欢迎使用AI智能客服。您可以直接提问，了解智媒开放平台各项产品的功能、适用场景、价格与接入方式，也可点击推荐问题快速获取答案。回答内容由AI生成，仅供参考；如需进一步沟通，请点击“人工服务”，扫描专属微信客服二维码咨询。',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/user.html',
    kind: 'agreement',
    name: '用户协议',
    title: '用户协议_智媒开放平台服务条款',
    description: '星海传媒集团智媒开放平台《用户协议》：账号注册与使用、用户权利义务、服务变更与终止、知识产权与免责条款等内容，请在使用平台服务前仔细阅读。',
    keywords: '用户协议,服务条款,账号规则,智媒开放平台',
    heading: '用户协议',
    intro: '本协议是您与星海传媒集团就使用智媒开放平台服务所订立的协议，约定账号注册与使用规则、双方权利义务及争议解决方式。请您在注册、登录或使用平台服务前仔细阅读。',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/privacy.html',
    kind: 'agreement',
    name: '隐私政策',
    title: '隐私政策_个人信息保护说明',
    description: '星海传媒集团智媒开放平台《隐私政策》：说明我们如何收集、使用、存储、共享和保护您的个人信息，以及您查询、更正、删除个人信息和撤回授权的方式。',
    keywords: '隐私政策,个人信息保护,数据安全,智媒开放平台',
    heading: '隐私政策',
    intro: '我们深知个人信息对您的重要性。本政策说明智媒开放平台收集哪些信息、为何收集、如何保护，以及您依法享有的各项权利与行使方式。',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/service.html',
    kind: 'agreement',
    name: '产品服务协议',
    title: '产品服务协议_平台产品使用条款',
    description: '星海传媒集团智媒开放平台《产品服务协议》：各项AI产品与接口服务的开通、计费、服务等级、内容安全与数据处理约定，适用于机构客户采购与使用平台产品。',
    keywords: '产品服务协议,服务等级,计费规则,内容安全,智媒开放平台',
    heading: '产品服务协议',
    intro: '本协议适用于机构客户开通和使用智媒开放平台的产品与接口服务，约定服务内容、计费与结算、服务等级、内容安全责任及数据处理规则。',
    placements: [],
  },
];
