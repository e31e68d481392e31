/** 推荐算法, a product of 智能分发 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/algorithm.html',
  name: '推荐算法',
  description:
    '推荐算法为媒体机构、政府部门与企业的客户端和网站提供智能推荐、用户画像与精准推送能力，在坚持正确导向的前提下实现千人千面的内容分发，提升用户活跃与留存，让优质内容精准触达目标受众。',
  placements: [
    product('distribution', { label: '智能推荐', hash: 'recommend' }),
    product('distribution', { label: '用户画像', hash: 'profile' }),
    product('distribution', { label: '精准推送', hash: 'push' }),
  ],
});

export const page: ProductPage = {
  text: {
    title: '推荐算法_智能推荐用户画像与精准推送',
    keywords: '推荐算法,智能推荐,用户画像,精准推送,个性化推荐,内容分发',
    heading: '推荐算法 · 让好内容找到对的人',
    intro:
      '推荐算法包含三大能力：智能推荐融合内容理解与用户行为数据，实现千人千面的信息流排序；用户画像整合兴趣、地域与活跃度等标签，帮助深入洞察受众；精准推送按人群与时段智能触达用户。系统内置主流价值导向与人工干预机制，兼顾传播效果与内容安全。',
  },
  content: {
    tagline: '导向把关与个性推荐兼顾的分发引擎',
    capabilities: [
      { title: '内容深度理解', text: '对文章、图集和视频提取主题、实体、关键词与质量分，为内容与用户的精准匹配打下基础。', icon: 'scan-text' },
      { title: '多路召回排序', text: '融合协同过滤、兴趣标签、热点与地域等多路召回结果，再由深度学习模型进行综合排序。', icon: 'list-ordered' },
      { title: '实时兴趣更新', text: '根据用户的点击、停留、收藏与分享等行为实时更新兴趣模型，下一次刷新即可体现变化。', icon: 'zap' },
      { title: '导向干预机制', text: '编辑可置顶重要稿件、设置必推内容和降权规则，确保权威信息在信息流中获得足够曝光。', icon: 'shield-check' },
      { title: '效果实验平台', text: '支持A/B实验分流与核心指标对比，新策略先在小流量中验证效果，再逐步推广到全量用户。', icon: 'blocks' },
    ],
    scenarios: [
      { title: '新闻客户端信息流', text: '媒体客户端首页与频道页采用个性化排序，在保证要闻曝光的同时提高用户的阅读深度。', icon: 'smartphone' },
      { title: '政务服务主动推荐', text: '政务APP按用户所在区域和关注事项推荐办事指南与政策信息，让服务主动找到需要的人。', icon: 'landmark' },
      { title: '企业会员社区', text: '企业会员社区依据用户兴趣推荐文章、课程与线下活动，提升会员活跃度和复购意愿。', icon: 'users-round' },
    ],
    advantages: [
      { title: '主流价值引领', text: '推荐策略内置优质内容加权与低质内容过滤，抑制标题党泛滥，减少信息茧房效应。', icon: 'award' },
      { title: '冷启动友好', text: '新用户依据地域、设备与首次点击快速建立初始兴趣，新发布内容借助内容理解即时获得曝光。', icon: 'rocket' },
      { title: '可解释可干预', text: '每条推荐结果都能查看召回来源与排序因子，运营人员清楚了解推荐是如何产生的。', icon: 'eye' },
    ],
    sections: [
      {
        id: 'recommend',
        title: '智能推荐',
        text: '智能推荐引擎依据内容特征与用户行为为每位用户生成个性化信息流，同时保障要闻和权威内容优先展示，兼顾点击率与阅读完成度。',
        points: [
          '兴趣、热点、地域与协同过滤多路召回',
          '深度排序模型综合点击率、停留时长与完读率',
          '要闻置顶、必推与降权等人工干预手段',
          '相似内容自动打散，避免同质化刷屏',
        ],
      },
      {
        id: 'profile',
        title: '用户画像',
        text: '用户画像在取得用户授权、保护个人隐私的前提下，整合基础属性、兴趣偏好与活跃程度，形成可视化的受众洞察，支撑内容策划与精细化运营。',
        points: [
          '多层级兴趣标签体系，覆盖时政、财经、文体、民生等领域',
          '按地域、活跃度与兴趣组合圈选目标人群',
          '受众结构与兴趣变化趋势的可视化分析',
          '数据脱敏存储，符合个人信息保护相关法规要求',
        ],
      },
      {
        id: 'push',
        title: '精准推送',
        text: '精准推送结合用户画像与活跃时段，把重要新闻和服务信息以合适的频次送达目标人群，在提升打开率的同时减少对用户的打扰。',
        points: ['按人群包、地域与兴趣标签定向推送', '预测每位用户的活跃时段，择时发送', '推送频次上限与夜间免打扰设置', '到达、打开与转化数据实时回传'],
      },
    ],
    figures: [
      { value: '50ms', label: '推荐响应时间' },
      { value: '+32%', label: '典型点击率提升' },
      { value: '秒级', label: '兴趣画像更新' },
      { value: '100%', label: '重要稿件人工置顶可控' },
    ],
    cases: [
      {
        customer: '省级新闻客户端',
        did: '首页信息流由人工编排改为“编辑置顶 + 个性推荐”，重要稿件由编辑锁定位置。',
        result: '人均阅读篇数提升 38%，次日留存提升 6 个百分点',
      },
      { customer: '市政务服务APP', did: '按办事记录向市民推送社保年审、证件到期等提醒。', result: '主动提醒的办结率达 72%，热线相关咨询下降 18%' },
    ],
    faq: [
      { q: '重要报道会被推荐算法淹没吗？', a: '不会。编辑可置顶、加权或锁定重要稿件的位置，算法只在其余位置做个性排序。' },
      { q: '用户画像会用到哪些个人信息？', a: '只使用站内阅读与互动行为，不采集通讯录等敏感信息；用户可关闭个性化推荐。' },
      { q: '新上线的客户端没有数据能用吗？', a: '可以。先用内容热度与地域兴趣冷启动，积累数据后逐步切换为个性推荐。' },
    ],
    alsoSee: ['/product/multiPlatform.html', '/product/paid-content.html', '/product/ad.html'],
  },
};

export const icon: ProductModule['icon'] = 'target';

export const design: ProductModule['design'] = 'recommend';

export const synonyms: ProductModule['synonyms'] = ['个性化推荐', '用户画像', '消息推送'];
