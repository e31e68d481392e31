/** H5投票, a product of 智能H5 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/h5-vote.html',
  name: 'H5投票',
  description:
    'H5投票帮助媒体机构、政府部门与企业快速搭建评选投票活动，支持图文、视频等多种选手展示形式，内置防刷票机制与实时排行榜，适用于年度人物评选、优秀作品展示与品牌人气投票等场景。',
  placements: [product('h5')],
});

export const page: ProductPage = {
  text: {
    title: 'H5投票_评选投票活动快速搭建',
    keywords: 'H5投票,在线投票,评选活动,投票小程序,防刷票,活动运营',
    heading: 'H5投票 · 公平公正的评选平台',
    intro:
      'H5投票提供多套评选活动模板，支持选手报名、图文与视频展示、分组投票和每日限投设置，并通过验证码、IP限制与异常行为识别等手段防范刷票。媒体机构可举办年度评选，政府部门可开展先进典型推选，企业也能组织人气投票。',
  },
  content: {
    tagline: '评选活动快速上线，公开透明有保障',
    capabilities: [
      { title: '选手报名管理', text: '支持线上报名或后台批量导入选手，报名资料经审核后自动生成选手个人展示页。', icon: 'user-plus' },
      { title: '多形式展示', text: '选手可用图文、视频、音频等形式展示事迹或作品，活动页支持分组、分赛区和搜索。', icon: 'image' },
      { title: '投票规则配置', text: '可设置每日票数、单选多选、单个选手限投次数与投票时间段，灵活适配各类评选规则。', icon: 'list-checks' },
      { title: '防刷票体系', text: '结合验证码、设备指纹、IP频率与异常行为识别，自动拦截机器刷票和集中刷票。', icon: 'shield-alert' },
      { title: '实时排行榜', text: '票数实时更新，可选择公开或隐藏排名，活动结束后一键导出结果与投票明细。', icon: 'chart-column' },
    ],
    scenarios: [
      { title: '年度人物评选', text: '媒体机构举办年度新闻人物、最美教师等评选活动，持续扩大品牌活动的影响力。', icon: 'award' },
      { title: '先进典型推选', text: '政府部门开展道德模范、优秀志愿者、最美家庭等推选，让群众参与到评选过程中。', icon: 'star' },
      { title: '企业人气评选', text: '企业组织优秀员工评选、产品人气榜或门店评比，增强员工和用户的参与感。', icon: 'trophy' },
    ],
    advantages: [
      { title: '过程全程留痕', text: '投票记录完整留存，可按时间、地区和设备查询明细，便于核查异常票数。', icon: 'history' },
      { title: '高并发稳定', text: '采用分布式架构，投票高峰时段也能快速响应，避免页面卡顿影响参与体验。', icon: 'server' },
      { title: '多重身份核验', text: '可选择微信授权、手机号验证等方式参与投票，防止同一用户注册多个账号重复投票。', icon: 'fingerprint' },
    ],
    figures: [
      { value: '10万/秒', label: '投票并发' },
      { value: '99.7%', label: '异常票拦截率' },
      { value: '全程', label: '投票日志留痕' },
      { value: '1天', label: '活动上线' },
    ],
    cases: [
      { customer: '省级广电', did: '年度人物评选投票开放 7 天，候选人支持视频展示。', result: '累计投票 460 万，拦截异常投票 38 万，结果公示零投诉' },
      { customer: '国有企业工会', did: '员工在线推选劳动模范，实名验证后投票。', result: '参与率 93%，统计结果当天公布' },
    ],
    faq: [
      { q: '如何防刷票？', a: '结合设备指纹、行为分析与身份核验识别刷票，异常票实时拦截并保留记录。' },
      { q: '票数可以公开吗？', a: '可选择实时公开、定时公开或活动结束后公开，排行榜样式可自定义。' },
      { q: '投票结果能被修改吗？', a: '投票数据写入后不可修改，每一票都有日志，可导出供公证或审计。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'vote';

export const design: ProductModule['design'] = 'phoneVote';

export const synonyms: ProductModule['synonyms'] = ['在线投票', '评选'];
