/**
 * The route table: every page, anchor and external menu item of SPEC.md section 2, once,
 * with what the menus and the router need. Each page's longer text (title, keywords,
 * heading, introduction, and the description of a page no menu lists) lives in ./pageText,
 * so the browser's entry carries none of it and loads a page's text with the page;
 * ./routes.ts joins the two for readers that want both.
 * Views derived from the table live in ./routeViews.ts.
 */

export type PageKind = 'home' | 'studio' | 'product' | 'college' | 'gov' | 'docCenter' | 'about' | 'appShell' | 'aiCs' | 'cooperation' | 'agreement' | 'search';

export type ProductGroupId = 'sourcing' | 'generation' | 'riskControl' | 'distribution' | 'tools' | 'ecosystem' | 'h5' | 'solutions';

/** Where an entry shows up in the navigation. `order` sorts the top bar. */
export type Placement = { menu: 'top'; order: number } | { menu: 'studio' } | { menu: 'product'; group: ProductGroupId; label?: string; hash?: string };

/** A page as the table holds it; its title, heading and introduction are in ./pageText. */
export interface PageEntry {
  type: 'page';
  path: string;
  kind: PageKind;
  /** Chinese name used in menus and breadcrumbs. */
  name: string;
  /**
   * For `<meta name="description">`, and under the page's links in menus and cards. The
   * table holds it for the pages the studio and product menus list, which the browser shows
   * (those menus, the home page's product tabs, related-page cards); every other page keeps
   * it in its page text (./pageText), which loads with the page.
   */
  description?: string;
  placements: Placement[];
  /** Kept out of search engines' indexes and sitemap.xml: site search's results pages. */
  noindex?: true;
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

export type TableEntry = PageEntry | AnchorRoute | ExternalRoute;

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

export const routeTable: TableEntry[] = [
  {
    type: 'page',
    path: '/',
    kind: 'home',
    name: '首页',
    placements: [{ menu: 'top', order: 0 }],
  },
  {
    type: 'page',
    path: '/aiStudio/AI-Vision-Studio.html',
    kind: 'studio',
    name: 'AI视觉工作室',
    description:
      'AI视觉工作室基于多模态大模型，为媒体机构、政府部门与企业提供新闻配图、海报设计、插画创作与智能修图能力，输入文字即可生成高质量视觉素材，帮助编辑团队缩短出图周期、降低设计成本并保持画面风格统一。',
    placements: [{ menu: 'studio' }, product('generation')],
  },
  {
    type: 'page',
    path: '/aiStudio/AI-Video-Studio.html',
    kind: 'studio',
    name: 'AI视频工作室',
    description:
      'AI视频工作室面向媒体机构、政府部门与企业，提供文生视频、图文转视频、数字人播报与智能剪辑能力，可将新闻稿件快速转化为短视频，显著降低视频制作门槛，助力融媒体内容在各大短视频平台高效传播。',
    placements: [{ menu: 'studio' }, product('generation')],
  },
  {
    type: 'page',
    path: '/aiStudio/AI-Work-Studio.html',
    kind: 'studio',
    name: 'AI创作工作室',
    description:
      'AI创作工作室依托星海传媒集团自研媒体大模型，为媒体机构、政府部门与企业提供新闻写作、稿件润色、标题摘要生成与多体裁创作服务，让采编人员把更多精力投入深度报道，稳步提升内容生产效率与质量。',
    placements: [{ menu: 'studio' }, product('generation')],
  },
  {
    type: 'page',
    path: '/product/topSearch.html',
    kind: 'product',
    name: '全网热搜',
    description:
      '全网热搜实时聚合主流社交媒体、新闻客户端与搜索引擎的热榜数据，为媒体机构、政府部门与企业提供热点发现、趋势追踪与话题分析服务，帮助编辑第一时间把握舆论焦点，抢占报道先机。',
    placements: [product('sourcing')],
  },
  {
    type: 'page',
    path: '/product/collect.html',
    kind: 'product',
    name: '智能采集',
    description:
      '智能采集面向媒体机构、政府部门与企业，对网站、客户端、公众号、短视频等全网信源进行自动化采集、去重与分类，构建可定制的线索库与素材库，让采编团队稳定获取一手信息，大幅减少人工检索时间。',
    placements: [product('sourcing')],
  },
  {
    type: 'page',
    path: '/product/topic.html',
    kind: 'product',
    name: '智能选题',
    description:
      '智能选题结合热点数据、历史稿件与用户兴趣，为媒体机构、政府部门与企业自动推荐报道方向、生成策划方案和采访提纲，帮助编辑团队快速找准选题切入点，提升内容策划的效率与传播影响力。',
    placements: [product('sourcing')],
  },
  {
    type: 'page',
    path: '/product/powerpoint.html',
    kind: 'product',
    name: 'AI生成PPT',
    description:
      'AI生成PPT面向媒体机构、政府部门与企业，只需输入主题或上传文档，即可自动生成结构清晰、排版美观的演示文稿，支持大纲编辑与模板切换，让工作汇报、政策宣讲与方案提案的准备时间从数小时缩短到几分钟。',
    placements: [product('generation')],
  },
  {
    type: 'page',
    path: '/product/backgroundmusic.html',
    kind: 'product',
    name: 'AI配乐',
    description:
      'AI配乐为媒体机构、政府部门与企业提供原创背景音乐智能生成服务，可根据视频内容、情绪与时长自动创作配乐，作品权属清晰、可商用，帮助短视频、宣传片与播客节目快速完成配乐，有效规避版权风险。',
    placements: [product('generation')],
  },
  {
    type: 'page',
    path: '/product/aifinreport.html',
    kind: 'product',
    name: 'AI财报解读',
    description:
      'AI财报解读面向财经媒体、政府部门与金融企业，自动获取上市公司定期报告与公告，快速提取核心财务指标并生成结构化解读与财经快讯，帮助编辑在财报季及时、准确地发布报道，抢占财经资讯时效。',
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
    description:
      '多平台分发帮助媒体机构、政府部门与企业将稿件、图片与视频一键发布到自有客户端、网站、微信公众号、微博及主流短视频平台，统一管理账号与发布排期，汇总各渠道传播数据，显著提升融媒体运营效率。',
    placements: [product('distribution')],
  },
  {
    type: 'page',
    path: '/product/algorithm.html',
    kind: 'product',
    name: '推荐算法',
    description:
      '推荐算法为媒体机构、政府部门与企业的客户端和网站提供智能推荐、用户画像与精准推送能力，在坚持正确导向的前提下实现千人千面的内容分发，提升用户活跃与留存，让优质内容精准触达目标受众。',
    placements: [
      product('distribution', { label: '智能推荐', hash: 'recommend' }),
      product('distribution', { label: '用户画像', hash: 'profile' }),
      product('distribution', { label: '精准推送', hash: 'push' }),
    ],
  },
  {
    type: 'page',
    path: '/product/media-library.html',
    kind: 'product',
    name: '媒资库',
    description:
      '媒资库为媒体机构、政府部门与企业提供文字、图片、音频与视频素材的统一存储、智能标注与快速检索服务，支持多人协作与权限管理，帮助团队盘活历史内容资产，减少素材重复采购与反复制作。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/TTS.html',
    kind: 'product',
    name: '语音合成',
    description:
      '语音合成可将新闻稿件、政务公告与企业文案快速转换为自然流畅的语音，提供多种音色及多语种、方言选择，面向媒体机构、政府部门与企业，广泛用于有声新闻、视频配音、广播播报与智能硬件播报等场景。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/ASR.html',
    kind: 'product',
    name: '语音识别',
    description:
      '语音识别为媒体机构、政府部门与企业提供实时语音转写、录音文件转文字与视频字幕自动生成服务，可准确区分说话人并自动添加标点，广泛适用于采访整理、会议纪要、直播字幕与音视频节目后期制作。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/aiDocument.html',
    kind: 'product',
    name: 'AI文档',
    description:
      'AI文档为媒体机构、政府部门与企业提供智能校对、文档问答与公文写作能力，可自动发现错别字、政治性差错和格式问题，快速解答文档中的疑问并生成规范公文，全面提升文字工作的准确性与效率。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/aiCustomerService.html',
    kind: 'product',
    name: 'AI智能客服',
    description:
      'AI智能客服基于大模型与企业知识库，为媒体机构、政府部门与企业提供全天候在线咨询服务，可准确理解用户意图、通过多轮对话解答问题，并在必要时无缝转接人工，有效降低客服成本，提升服务满意度。',
    placements: [product('tools')],
  },
  {
    type: 'page',
    path: '/product/in-car-app.html',
    kind: 'product',
    name: '车载应用',
    description:
      '车载新闻应用为车企、媒体机构与政府部门打造适配智能座舱的资讯服务，以语音播报、音频节目与本地资讯为核心，让驾乘人员在出行途中安全便捷地获取新闻资讯，同时拓展媒体内容的传播场景。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/crossword.html',
    kind: 'product',
    name: '新闻填字',
    description:
      '新闻填字游戏将时事热点与知识点转化为趣味填字谜题，为媒体机构、政府部门与企业提供轻量化互动产品，可嵌入客户端、网站与小程序，增强用户黏性与每日活跃度，让新闻与知识传播更有趣。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/data-board.html',
    kind: 'product',
    name: '数据大屏',
    description:
      '数据大屏为媒体机构、政府部门与企业提供传播效果、舆情态势与业务运营数据的可视化展示，支持多源数据接入与实时刷新，适用于融媒体指挥中心、政务展厅与企业运营中心，帮助管理者一屏掌握全局。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/paid-content.html',
    kind: 'product',
    name: '付费内容',
    description:
      '付费内容帮助媒体机构、出版单位与企业将优质文章、音视频课程与专栏内容进行商业化运营，支持单篇付费、会员订阅与专栏购买等多种模式，打通支付结算与数据分析，探索可持续的内容变现之路。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/online-mall.html',
    kind: 'product',
    name: '在线商城',
    description:
      '在线商城帮助媒体机构、政府部门与企业快速搭建自有电商平台，支持文创周边、地方特产与助农产品的在线销售，打通商品、订单、支付与物流管理，实现内容引流与商品转化的有机结合。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/ad.html',
    kind: 'product',
    name: '广告投放',
    description:
      '广告投放为媒体机构提供覆盖客户端、网站与新媒体矩阵的广告资源管理与智能投放服务，帮助政府部门与企业客户精准触达目标人群，实时监测曝光与点击效果，提升广告资源变现效率与投放回报。',
    placements: [product('ecosystem')],
  },
  {
    type: 'page',
    path: '/product/h5-collection.html',
    kind: 'product',
    name: 'H5征集',
    description:
      'H5征集帮助媒体机构、政府部门与企业快速发起图文、视频、摄影等作品征集与新闻线索征集活动，无需开发即可在线配置页面，提交内容集中审核管理，有效激发用户参与热情，沉淀优质UGC内容。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-survey.html',
    kind: 'product',
    name: 'H5问卷',
    description:
      'H5问卷为媒体机构、政府部门与企业提供在线问卷设计、发布与统计分析工具，支持多种题型与逻辑跳转，可用于读者调查、民意调研与客户满意度评估，自动生成可视化报告，让决策更有数据依据。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-vote.html',
    kind: 'product',
    name: 'H5投票',
    description:
      'H5投票帮助媒体机构、政府部门与企业快速搭建评选投票活动，支持图文、视频等多种选手展示形式，内置防刷票机制与实时排行榜，适用于年度人物评选、优秀作品展示与品牌人气投票等场景。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-helper.html',
    kind: 'product',
    name: 'H5助力',
    description:
      'H5助力为媒体机构、政府部门与企业提供好友助力类社交裂变活动工具，用户邀请好友助力即可解锁奖励，借助社交关系链实现快速传播，帮助客户低成本拉新引流，扩大品牌与公益活动影响力。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/h5-lottery.html',
    kind: 'product',
    name: 'H5抽奖',
    description:
      'H5抽奖为媒体机构、政府部门与企业提供大转盘、九宫格、刮刮卡等多种抽奖互动玩法，支持奖品库存与中奖概率配置，可与答题、签到等活动组合使用，有效提升用户参与度与活动传播效果。',
    placements: [product('h5')],
  },
  {
    type: 'page',
    path: '/product/ai-media.html',
    kind: 'product',
    name: 'AI+媒体',
    description:
      'AI+媒体解决方案面向各级媒体机构与融媒体中心，覆盖策、采、编、审、发、评全流程，提供智能生产、智能审核、智能分发与数据运营的一体化能力，助力媒体深化融合改革，建设全媒体传播体系。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/ai-education.html',
    kind: 'product',
    name: 'AI+教育',
    description:
      'AI+教育解决方案面向高校、中小学、教育主管部门与培训企业，提供AI通识课程、智能教学工具、校园融媒体建设与实训平台，帮助师生掌握AI应用能力，推动教育数字化转型与新闻传播人才培养。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/ai-culture-tourism.html',
    kind: 'product',
    name: 'AI+文旅',
    description:
      'AI+文旅解决方案面向文旅主管部门、景区与文旅企业，提供AI导览讲解、目的地宣传内容生产、数字人代言、文创开发与游客服务能力，助力地方讲好文旅故事，提升城市与景区的品牌影响力。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/app-custom-development.html',
    kind: 'product',
    name: 'APP定制开发',
    description:
      'APP定制开发为媒体机构、政府部门与企业提供新闻客户端、政务服务APP与企业应用的一站式定制开发服务，涵盖需求规划、界面设计、开发测试、上架运维与AI能力接入，保障应用稳定、安全、易用。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/h5-custom-development.html',
    kind: 'product',
    name: 'H5定制开发',
    description:
      'H5定制开发为媒体机构、政府部门与企业提供创意互动H5的策划、设计与开发服务，擅长重大主题报道、政策宣传与品牌营销场景，以新颖的交互形式和精良的视觉呈现助力内容广泛传播。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/ipchina.html',
    kind: 'product',
    name: 'IP中国',
    description:
      'IP中国为媒体机构、政府部门与企业提供文化IP的孵化打造、版权登记、授权交易与衍生开发服务，连接内容创作者与品牌方，帮助地方文化资源和优质内容实现价值转化，推动中华文化创造性传播。',
    placements: [product('solutions')],
  },
  {
    type: 'page',
    path: '/product/yitiji.html',
    kind: 'product',
    name: 'AI一体机',
    description:
      'AI一体机将媒体大模型、智能应用与算力硬件预装集成，为媒体机构、政府部门与企业提供开箱即用的私有化部署方案，数据不出本地、安全合规可控，满足内网环境与高安全等级场景下的AI应用需求。',
    placements: [product('solutions')],
  },
  { type: 'anchor', name: '版权输出', hash: 'copyright', placements: [{ menu: 'top', order: 3 }] },
  {
    type: 'page',
    path: '/college.html',
    kind: 'college',
    name: '传媒学院',
    placements: [{ menu: 'top', order: 4 }],
  },
  {
    type: 'page',
    path: '/gov.html',
    kind: 'gov',
    name: '政务服务',
    placements: [{ menu: 'top', order: 5 }],
  },
  { type: 'anchor', name: '客户案例', hash: 'cases', placements: [{ menu: 'top', order: 6 }] },
  {
    type: 'page',
    path: '/docCenter.html',
    kind: 'docCenter',
    name: '文档中心',
    placements: [{ menu: 'top', order: 7 }],
  },
  {
    type: 'page',
    path: '/about.html',
    kind: 'about',
    name: '关于我们',
    placements: [{ menu: 'top', order: 8 }],
  },
  {
    type: 'page',
    path: '/_app',
    kind: 'appShell',
    name: '应用中心',
    placements: [],
  },
  {
    type: 'page',
    path: '/aiCs.html',
    kind: 'aiCs',
    name: 'AI智能客服',
    placements: [],
  },
  {
    type: 'page',
    path: '/cooperation.html',
    kind: 'cooperation',
    name: '合作咨询',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/user.html',
    kind: 'agreement',
    name: '用户协议',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/privacy.html',
    kind: 'agreement',
    name: '隐私政策',
    placements: [],
  },
  {
    type: 'page',
    path: '/agreement/service.html',
    kind: 'agreement',
    name: '产品服务协议',
    placements: [],
  },
  {
    type: 'page',
    path: '/search.html',
    kind: 'search',
    name: '站内搜索',
    placements: [],
    noindex: true,
  },
];
