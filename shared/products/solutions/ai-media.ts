/** AI+媒体, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/ai-media.html',
  name: 'AI+媒体',
  description:
    'AI+媒体解决方案面向各级媒体机构与融媒体中心，覆盖策、采、编、审、发、评全流程，提供智能生产、智能审核、智能分发与数据运营的一体化能力，助力媒体深化融合改革，建设全媒体传播体系。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'AI+媒体_媒体融合智能化解决方案',
    keywords: 'AI+媒体,媒体融合,融媒体中心,智慧媒体,全媒体传播,AIGC',
    heading: 'AI+媒体 · 智领媒体融合',
    intro:
      'AI+媒体解决方案以星海传媒集团自身的融媒体实践为基础，将热点发现、智能选题、AI写作、音视频生产、内容审核、多平台分发与传播分析串联为统一工作流。可为省、市、县各级融媒体中心按需定制部署，帮助编辑部降本增效并守牢内容安全底线。',
  },
  content: {
    tagline: '覆盖策采编审发评，全流程智能化升级',
    capabilities: [
      { title: '智能策划指挥', text: '整合全网热搜、智能选题与数据大屏，支撑编辑部的每日选题会和重大报道统筹调度。', icon: 'layout-dashboard' },
      { title: 'AIGC内容生产', text: '接入AI创作、视觉与视频工作室，记者在同一平台上即可完成图文、海报和短视频生产。', icon: 'sparkles' },
      { title: '全媒体内容审核', text: '对文字、图片、音视频进行机器初审与人工复核，守牢导向关、事实关和安全关。', icon: 'shield-check' },
      { title: '融合分发推荐', text: '通过多平台分发与推荐算法，将内容同步送达自有客户端和第三方平台账号矩阵。', icon: 'share-2' },
      { title: '传播效果评估', text: '汇总各渠道的阅读、互动与转载数据，形成传播力评估报告，为考核与改进提供依据。', icon: 'chart-line' },
    ],
    scenarios: [
      { title: '省级媒体集团', text: '省级媒体集团建设统一的智能中台，为下属报、台、网、端提供共享的AI能力。', icon: 'building-2' },
      { title: '县级融媒体中心', text: '县级融媒体中心以较低投入获得成熟的智能生产与审核能力，缓解采编人手不足的问题。', icon: 'radio' },
      { title: '行业媒体转型', text: '行业报刊和专业期刊借助AI工具转型为全媒体传播机构，拓展专业内容服务业务。', icon: 'newspaper' },
    ],
    advantages: [
      { title: '源自一线实践', text: '方案中的工作流在集团编辑部长期运行、反复打磨，贴合媒体真实的采编发流程。', icon: 'award' },
      { title: '模块按需组合', text: '各能力模块可独立采购、灵活组合，也能通过标准接口与客户已有的采编系统对接。', icon: 'blocks' },
      { title: '部署安全合规', text: '支持公有云、专属云和本地私有化部署，满足媒体对数据安全与自主可控的要求。', icon: 'lock' },
    ],
    figures: [
      { value: '200+', label: '服务媒体机构' },
      { value: '12个', label: '可选功能模块' },
      { value: '3个月', label: '典型全流程上线' },
      { value: '60%', label: '常规稿件生产提效' },
    ],
    cases: [
      {
        customer: '省级媒体集团',
        did: '建设覆盖报、台、网、端的智能中台，策划、生产、审核与分发统一调度。',
        result: '全集团日均稿件产量提升 45%，重大报道多端首发提前 1 小时',
      },
      { customer: '县级融媒体中心', did: '选用热点、AI视频、智能校对与多平台分发四个模块起步。', result: '12 人团队维持 20 个账号日更，短视频月产量增长 5 倍' },
    ],
    faq: [
      { q: '必须整套采购吗？', a: '不需要。12 个模块可按需组合，先从最急需的环节上线，之后平滑扩展。' },
      { q: '能和现有的采编系统对接吗？', a: '提供标准接口，已对接多家主流采编与内容管理系统，保留原有工作习惯。' },
      { q: '数据放在哪里？', a: '可选公有云、专属云或本地部署，核心稿件数据可只保存在本地。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'newspaper';

export const design: ProductModule['design'] = 'architecture';

export const synonyms: ProductModule['synonyms'] = [];
