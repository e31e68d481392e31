/** APP定制开发, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/app-custom-development.html',
  name: 'APP定制开发',
  description:
    'APP定制开发为媒体机构、政府部门与企业提供新闻客户端、政务服务APP与企业应用的一站式定制开发服务，涵盖需求规划、界面设计、开发测试、上架运维与AI能力接入，保障应用稳定、安全、易用。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'APP定制开发_新闻客户端与政务APP',
    keywords: 'APP定制开发,新闻客户端开发,政务APP,移动应用开发,鸿蒙应用,小程序开发',
    heading: 'APP定制开发 · 专属移动门户',
    intro:
      'APP定制开发团队拥有多年新闻客户端建设经验，支持iOS、Android与鸿蒙多端开发，可按需集成内容管理、推荐算法、直播点播、互动活动与智能客服等模块。媒体机构可打造自主可控的传播平台，政府部门和企业也能快速上线专属移动应用。',
  },
  content: {
    tagline: '从规划到上架，打造自主可控的移动门户',
    capabilities: [
      { title: '需求规划与设计', text: '产品经理深入调研业务需求，输出功能架构、交互原型与视觉方案，经确认后进入开发。', icon: 'clipboard-list' },
      { title: '多端原生开发', text: '采用原生技术开发苹果、安卓与鸿蒙版本，同步提供小程序和H5版本，覆盖用户常用终端。', icon: 'smartphone' },
      { title: '成熟功能模块', text: '提供新闻资讯、直播点播、互动社区、政务服务、积分商城等成熟模块，可按需组合。', icon: 'blocks' },
      { title: 'AI能力集成', text: '可集成推荐算法、语音播报、智能客服与AI创作工具，让应用具备智能化服务能力。', icon: 'sparkles' },
      { title: '上架与运维', text: '协助完成应用商店上架、安全检测与备案，上线后提供监控告警、版本迭代与故障响应。', icon: 'rocket' },
    ],
    scenarios: [
      { title: '媒体新闻客户端', text: '报社和广电机构打造自有新闻客户端，集中承载内容传播、用户服务与经营业务。', icon: 'newspaper' },
      { title: '城市服务APP', text: '地方政府建设集新闻资讯、办事服务与民生查询于一体的城市综合服务APP。', icon: 'landmark' },
      { title: '企业移动应用', text: '企业定制员工服务、会员营销或行业服务APP，并与现有业务系统打通数据。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '客户端建设经验', text: '团队长期建设和运营集团自有客户端，熟悉媒体内容发布、审核与运营的实际需求。', icon: 'award' },
      { title: '隐私安全合规', text: '遵循个人信息保护与移动应用安全规范，上线前完成隐私合规检测与安全渗透测试。', icon: 'shield-check' },
      { title: '源码交付可选', text: '支持源代码交付与私有化部署，客户可自主掌控应用数据与后续的版本迭代。', icon: 'code' },
    ],
    figures: [
      { value: '80+', label: '已交付客户端' },
      { value: '4个月', label: '典型交付周期' },
      { value: '50+', label: '成熟功能模块' },
      { value: '99.95%', label: '线上可用性' },
    ],
    cases: [
      { customer: '地市报业集团', did: '新闻客户端全面改版，集成推荐、直播与政务服务入口。', result: '改版后月活增长 62%，应用商店评分由 3.1 升至 4.6' },
      { customer: '地级市大数据局', did: '建设城市综合服务APP，整合 300 余项办事与查询服务。', result: '上线一年注册用户 180 万，线上办件占比 54%' },
    ],
    faq: [
      { q: '源代码交给我们吗？', a: '可以选择源码交付，并提供开发文档与交接培训，便于自主运维。' },
      { q: '上架应用商店由谁负责？', a: '我们负责各应用商店的上架申请、隐私合规检测与版本更新。' },
      { q: '上线后的运维怎么收费？', a: '首年运维包含在项目内，之后按年签订运维服务，费用按功能规模核定。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'smartphone';

export const design: ProductModule['design'] = 'builder';

export const synonyms: ProductModule['synonyms'] = ['APP开发', '客户端开发', '移动应用开发'];
