/** H5助力, a product of 智能H5 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/h5-helper.html',
  name: 'H5助力',
  description:
    'H5助力为媒体机构、政府部门与企业提供好友助力类社交裂变活动工具，用户邀请好友助力即可解锁奖励，借助社交关系链实现快速传播，帮助客户低成本拉新引流，扩大品牌与公益活动影响力。',
  placements: [product('h5')],
});

export const page: ProductPage = {
  text: {
    title: 'H5助力_社交裂变助力活动',
    keywords: 'H5助力,好友助力,社交裂变,拉新引流,营销活动,公益助力',
    heading: 'H5助力 · 社交裂变快速拉新',
    intro:
      'H5助力支持助力砍价、助力解锁、公益点亮等多种玩法，可灵活设置助力人数、奖励规则与活动时间，并提供实时数据看板和防作弊机制。媒体机构可用于客户端拉新，政府部门可用于公益倡议传播，企业也能以较低成本开展裂变营销。',
  },
  content: {
    tagline: '借助社交关系链，让活动一传十十传百',
    capabilities: [
      { title: '多种助力玩法', text: '提供助力解锁奖品、助力砍价、集赞点亮、组队打卡等玩法，适配不同的活动目标。', icon: 'heart-handshake' },
      { title: '活动规则配置', text: '自由设置所需助力人数、活动时长、奖品数量与每人助力次数，满足多样化活动需求。', icon: 'clipboard-list' },
      { title: '新用户识别', text: '可限定仅新注册用户的助力有效，让每一次好友助力都切实带来新增用户。', icon: 'user-plus' },
      { title: '虚假助力过滤', text: '识别批量注册、模拟器与异常设备，过滤虚假助力，保证活动公平与奖品准确发放。', icon: 'shield-alert' },
      { title: '裂变数据看板', text: '实时展示参与人数、助力次数、新增用户与传播层级，评估每个推广渠道的拉新效果。', icon: 'chart-line' },
    ],
    scenarios: [
      { title: '客户端拉新', text: '媒体客户端推出助力领取文创礼品活动，借助用户的社交圈带来新增下载与注册。', icon: 'smartphone' },
      { title: '公益倡议传播', text: '政府部门发起“为家乡点亮”等公益助力活动，凝聚群众参与热情，扩大倡议影响力。', icon: 'megaphone' },
      { title: '门店引流', text: '零售企业开展好友助力领券活动，引导线上用户到店核销，带动门店客流增长。', icon: 'store' },
    ],
    advantages: [
      { title: '获客成本可控', text: '以少量奖品撬动用户自发分享，与传统广告投放相比，拉新成本更加清晰可控。', icon: 'coins' },
      { title: '分享设计合规', text: '活动文案与分享方式遵循各社交平台运营规范，降低因诱导分享被限制传播的风险。', icon: 'circle-check' },
      { title: '奖品自动发放', text: '达成助力条件后自动发放卡券或兑换码，实物奖品支持收货地址登记与物流跟踪。', icon: 'gift' },
    ],
    figures: [
      { value: '0.8元', label: '典型新用户获取成本' },
      { value: '5种', label: '助力玩法' },
      { value: '98%', label: '虚假助力识别率' },
      { value: '实时', label: '裂变数据看板' },
    ],
    cases: [
      {
        customer: '新闻客户端',
        did: '春节期间“好友助力领红包”活动，新用户下载并登录后计为有效助力。',
        result: '活动新增注册 12 万，获客成本为投放渠道的五分之一',
      },
      { customer: '连锁餐饮品牌', did: '门店优惠券助力领取，到店核销。', result: '活动期到店客流提升 27%' },
    ],
    faq: [
      { q: '会不会违反平台的分享规则？', a: '分享文案与流程按各平台规范设计，不诱导强制分享，降低被限制传播的风险。' },
      { q: '怎么判断是不是真实新用户？', a: '结合设备、账号与行为特征识别新用户，重复设备和异常账号不计入助力。' },
      { q: '奖品怎么发放？', a: '支持优惠券、积分、实物和现金红包，达成条件后自动发放，可对账。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'heart-handshake';

export const design: ProductModule['design'] = 'phoneBoost';

export const synonyms: ProductModule['synonyms'] = [];
