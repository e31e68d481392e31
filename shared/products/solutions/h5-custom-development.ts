/** H5定制开发, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/h5-custom-development.html',
  name: 'H5定制开发',
  description:
    'H5定制开发为媒体机构、政府部门与企业提供创意互动H5的策划、设计与开发服务，擅长重大主题报道、政策宣传与品牌营销场景，以新颖的交互形式和精良的视觉呈现助力内容广泛传播。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'H5定制开发_创意互动H5设计制作',
    keywords: 'H5定制开发,创意H5,互动H5,融媒体产品,主题宣传,H5设计',
    heading: 'H5定制开发 · 创意点燃传播',
    intro:
      'H5定制开发由策划、设计、技术一体化团队提供服务，可结合三维动画、AI生成、数字人互动、小游戏等形式，定制重大主题报道、两会宣传、政策解读和品牌营销H5。从创意提案到上线运维全程跟进，兼顾传播效果与访问稳定。',
  },
  content: {
    tagline: '创意与技术兼备，做出刷屏的互动作品',
    capabilities: [
      { title: '主题创意策划', text: '策划团队围绕传播主题提炼核心创意，输出脚本、交互流程与分镜，确保主题表达准确。', icon: 'lightbulb' },
      { title: '视觉与动效设计', text: '设计师提供手绘插画、三维建模、动态海报等多种视觉风格，打造辨识度高的作品。', icon: 'palette' },
      { title: '沉浸交互开发', text: '运用WebGL、全景、AR、手势与重力感应等技术实现沉浸式交互，并适配主流机型。', icon: 'sparkles' },
      { title: 'AI互动玩法', text: '结合AI生成头像、AI写诗、数字人对话等玩法，让用户参与创作并生成个性化分享页。', icon: 'bot' },
      { title: '上线护航保障', text: '提供CDN加速、压力测试与上线当天值守，确保大流量访问时页面稳定流畅。', icon: 'shield-check' },
    ],
    scenarios: [
      { title: '重大主题报道', text: '媒体机构围绕重要会议、重大纪念活动推出互动H5，让主题报道更具感染力。', icon: 'newspaper' },
      { title: '政策宣传解读', text: '政府部门把政府工作报告和重点政策做成互动长图或测试类H5，便于群众理解。', icon: 'landmark' },
      { title: '品牌营销活动', text: '企业围绕新品发布、周年庆典定制互动H5，提升用户参与度和社交传播效果。', icon: 'megaphone' },
    ],
    advantages: [
      { title: '导向把关严格', text: '由具有新闻从业经验的策划团队把关，创意新颖的同时确保政治导向和事实准确。', icon: 'badge-check' },
      { title: '时效快速响应', text: '针对时效性强的主题可组建专项小组，在较短周期内完成从策划到上线的全过程。', icon: 'timer' },
      { title: '传播数据回收', text: '作品上线后提供访问量、停留时长、分享次数等数据，便于客户复盘传播效果。', icon: 'chart-line' },
    ],
    figures: [
      { value: '500+', label: '已上线H5作品' },
      { value: '72小时', label: '最快交付' },
      { value: '1000万+', label: '单件最高浏览' },
      { value: '100%', label: '上线前导向审核' },
    ],
    cases: [
      { customer: '省级党报', did: '为重大主题报道开发AI互动H5，用户上传照片生成专属纪念海报。', result: '48 小时浏览 1600 万次，分享率 21%' },
      { customer: '市医保局', did: '医保新政互动测试H5，答题后给出个人报销测算。', result: '上线一周参与 42 万人次，政策咨询电话减少 15%' },
    ],
    faq: [
      { q: '最快多久能上线？', a: '标准互动形式最快 72 小时，复杂的3D或AI玩法一般需要 2–3 周。' },
      { q: '高峰访问会不会打不开？', a: '上线前压测并部署 CDN 与弹性扩容，可承载百万级并发访问。' },
      { q: '能收集用户数据吗？', a: '可按授权收集参与数据，个人信息加密保存，活动结束后按约定删除。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'code';

export const design: ProductModule['design'] = 'builder';

export const synonyms: ProductModule['synonyms'] = [];
