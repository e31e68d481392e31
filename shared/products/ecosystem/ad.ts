/** 广告投放, a product of 智能生态 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/ad.html',
  name: '广告投放',
  description:
    '广告投放为媒体机构提供覆盖客户端、网站与新媒体矩阵的广告资源管理与智能投放服务，帮助政府部门与企业客户精准触达目标人群，实时监测曝光与点击效果，提升广告资源变现效率与投放回报。',
  placements: [product('ecosystem')],
});

export const page: ProductPage = {
  text: {
    title: '广告投放_媒体广告智能投放管理',
    keywords: '广告投放,广告管理,精准营销,程序化投放,广告变现,效果监测',
    heading: '广告投放 · 精准触达每位受众',
    intro:
      '广告投放支持开屏、信息流、横幅、视频贴片等多种广告形式，可按地域、时段、兴趣标签定向投放，并提供频次控制、排期管理与实时效果报表。媒体机构可统一管理自有广告位、提升变现收益，政府与企业客户可高效开展公益宣传和品牌推广。',
  },
  content: {
    tagline: '统一管理广告资源，投放效果实时可见',
    capabilities: [
      { title: '广告位统一管理', text: '集中管理客户端、网站、公众号与户外大屏的广告位，清晰展示各个点位的库存与排期。', icon: 'layout-template' },
      { title: '多维定向投放', text: '按地域、时段、设备、兴趣标签与人群包定向展示广告，把每一份预算花在目标受众身上。', icon: 'target' },
      { title: '频次与排期控制', text: '设置单个用户的曝光频次上限和投放起止时间，避免过度打扰用户，保障投放节奏平稳。', icon: 'calendar-days' },
      { title: '广告素材审核', text: '广告素材上线前经过AI与人工双重审核，检查违禁用语和资质文件，符合广告法规要求。', icon: 'shield-check' },
      { title: '效果实时报表', text: '实时统计曝光、点击、转化与花费，支持按广告主、投放计划与素材等维度查看。', icon: 'chart-column' },
    ],
    scenarios: [
      { title: '媒体广告经营', text: '媒体经营部门统一售卖和调度各端广告资源，提高广告位利用率和整体经营收入。', icon: 'briefcase' },
      { title: '公益广告投放', text: '政府部门在重要节点投放反诈、禁毒、文明城市创建等公益广告，精准覆盖辖区群众。', icon: 'heart-handshake' },
      { title: '企业品牌推广', text: '企业客户在权威媒体渠道投放品牌广告与新品推广，借助媒体公信力提升品牌形象。', icon: 'megaphone' },
    ],
    advantages: [
      { title: '品牌安全环境', text: '广告展示在专业新闻内容旁，不会出现在低俗或不良内容周边，品牌形象有保障。', icon: 'badge-check' },
      { title: '数据透明可查', text: '广告主可自行登录查看实时投放数据，报表统计口径公开透明，便于结算与效果评估。', icon: 'eye' },
      { title: '资质严格把关', text: '对广告主资质和投放素材进行严格审核，确保每条广告内容合法合规、真实可信。', icon: 'stamp' },
    ],
    figures: [
      { value: '100%', label: '广告素材上线前审核' },
      { value: '实时', label: '曝光点击报表' },
      { value: '20+', label: '定向维度' },
      { value: '0.5%', label: '无效流量率以下' },
    ],
    cases: [
      {
        customer: '新闻客户端经营部',
        did: '把开屏、信息流和专题广告位统一到一个后台排期与结算。',
        result: '广告位售罄率由 61% 提升到 85%，结算对账时间缩短 80%',
      },
      { customer: '市文明办', did: '公益广告按时段与区域投放到客户端和户外屏。', result: '公益广告覆盖 260 万人次，投放全程可追溯' },
    ],
    faq: [
      { q: '广告内容由谁审核？', a: '所有素材上线前经过机器与人工双重审核，核验广告主资质与广告法合规。' },
      { q: '投放数据可信吗？', a: '曝光和点击实时统计并过滤无效流量，支持第三方监测代码核对。' },
      { q: '能按地区和人群投放吗？', a: '支持地域、时段、设备、兴趣与内容频道等定向，并可控制单人频次。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'megaphone';

export const design: ProductModule['design'] = 'campaign';

export const synonyms: ProductModule['synonyms'] = ['广告', '精准营销', '广告系统'];
