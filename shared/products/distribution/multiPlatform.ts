/** 多平台分发, a product of 智能分发 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/multiPlatform.html',
  name: '多平台分发',
  description:
    '多平台分发帮助媒体机构、政府部门与企业将稿件、图片与视频一键发布到自有客户端、网站、微信公众号、微博及主流短视频平台，统一管理账号与发布排期，汇总各渠道传播数据，显著提升融媒体运营效率。',
  placements: [product('distribution')],
});

export const page: ProductPage = {
  text: {
    title: '多平台分发_内容一键同步多渠道',
    keywords: '多平台分发,一键分发,矩阵账号管理,融媒体发布,内容同步,传播数据',
    heading: '多平台分发 · 一次编辑多端发布',
    intro:
      '多平台分发支持绑定客户端、网站、微信公众号、微博、短视频平台等多个渠道账号，一次编辑即可按各平台规范自动适配格式并定时发布。系统统一汇总阅读、播放与互动数据，便于编辑部、政务新媒体与企业品牌团队开展矩阵化运营和效果复盘。',
  },
  content: {
    tagline: '一处编辑，矩阵账号同步发布',
    capabilities: [
      { title: '矩阵账号绑定', text: '集中授权管理客户端、网站、公众号、微博、视频号、抖音等渠道账号，并按部门分配操作权限。', icon: 'link' },
      { title: '格式自动适配', text: '根据各平台的字数、封面尺寸、视频比例和话题标签规则自动调整稿件，减少逐个平台改稿。', icon: 'layout-template' },
      { title: '定时与排期发布', text: '可设定发布时间与渠道顺序，日历视图展示各账号的发布排期，避免漏发、错发和重复发布。', icon: 'calendar-days' },
      { title: '发布前复核', text: '发布前自动调用内容审核服务检查敏感信息，并可按机构制度设置多级签发审批流程。', icon: 'clipboard-check' },
      { title: '传播数据汇总', text: '自动回收各渠道的阅读、播放、点赞、评论与转发数据，生成单篇稿件及账号维度的报表。', icon: 'chart-pie' },
    ],
    scenarios: [
      { title: '融媒体中心发稿', text: '县级融媒体中心把同一条新闻按各平台规范同步到客户端、公众号和短视频账号，提高发稿效率。', icon: 'newspaper' },
      { title: '政务新媒体矩阵', text: '政府部门统一管理本单位及下属机构的政务账号，确保重要信息口径一致、同步发布。', icon: 'landmark' },
      { title: '企业品牌矩阵', text: '连锁企业总部向各地门店账号统一下发宣传内容，同时保留门店自行发布本地信息的空间。', icon: 'building-2' },
    ],
    advantages: [
      { title: '安全授权管理', text: '账号授权采用平台官方接口，不保存渠道登录密码，操作全程留痕，可追溯每次发布的责任人。', icon: 'key-round' },
      { title: '统一效果复盘', text: '不必分别登录各平台后台，即可对比不同渠道和内容类型的传播效果，指导后续运营策略。', icon: 'chart-line' },
      { title: '流程灵活可配', text: '采编、审核、签发节点可按机构制度灵活配置，既落实三审三校要求，又不拖慢发布时效。', icon: 'workflow' },
    ],
    figures: [
      { value: '30+', label: '支持发布平台' },
      { value: '1次', label: '编辑多端发布' },
      { value: '200+', label: '单机构可管理账号' },
      { value: '10分钟', label: '传播数据回收间隔' },
    ],
    cases: [
      {
        customer: '县级融媒体中心',
        did: '把 26 个县属部门与乡镇账号接入同一后台，稿件经审核后一键同步到各平台。',
        result: '单条稿件分发时间由 40 分钟降至 5 分钟，漏发错发为零',
      },
      { customer: '连锁零售企业', did: '总部统一排期发布门店活动内容，各地账号按区域适配标题与封面。', result: '新媒体运营人力减少 3 人，月发布量提升 2 倍' },
    ],
    faq: [
      { q: '支持哪些平台？', a: '微信公众号、视频号、微博、抖音、快手、今日头条、百家号、小红书、B站等 30 余个平台与主流新闻客户端。' },
      { q: '账号密码会交给平台保管吗？', a: '不需要提供密码，账号通过各平台官方授权接口绑定，可随时解除授权。' },
      { q: '能设置发布前必须审核吗？', a: '可以。按账号或内容类型设置一审、二审或三审流程，审核通过后才会发出。' },
    ],
    alsoSee: ['/product/algorithm.html', '/product/topSearch.html', '/product/data-board.html'],
  },
};

export const icon: ProductModule['icon'] = 'share-2';

export const design: ProductModule['design'] = 'fanout';

export const synonyms: ProductModule['synonyms'] = ['一键分发', '多渠道发布', '同步发布', '矩阵号'];
