/** H5抽奖, a product of 智能H5 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/h5-lottery.html',
  name: 'H5抽奖',
  description:
    'H5抽奖为媒体机构、政府部门与企业提供大转盘、九宫格、刮刮卡等多种抽奖互动玩法，支持奖品库存与中奖概率配置，可与答题、签到等活动组合使用，有效提升用户参与度与活动传播效果。',
  placements: [product('h5')],
});

export const page: ProductPage = {
  text: {
    title: 'H5抽奖_互动抽奖与营销活动',
    keywords: 'H5抽奖,大转盘,刮刮卡,互动营销,节日活动,用户激励',
    heading: 'H5抽奖 · 好运互动聚人气',
    intro:
      'H5抽奖内置大转盘、九宫格、刮刮卡、砸金蛋等模板，可配置奖品库存、中奖概率、参与门槛和抽奖次数，支持实物、红包与卡券等奖品类型，并提供中奖名单管理与核销功能。适用于节日活动、新品推广、知识答题奖励和用户回馈。',
  },
  content: {
    tagline: '多种趣味抽奖玩法，轻松点燃活动气氛',
    capabilities: [
      { title: '抽奖模板丰富', text: '提供摇一摇、刮刮卡、幸运转盘、九宫格、砸金蛋等玩法模板，可更换主题皮肤与品牌元素。', icon: 'party-popper' },
      { title: '奖品与概率配置', text: '按奖品等级设置库存与中奖概率，支持保底奖励和分时段投放奖品，有效控制活动成本。', icon: 'sliders-horizontal' },
      { title: '参与门槛设置', text: '可设置关注账号、完成答题、签到打卡或消费后获得抽奖机会，与其他活动联动。', icon: 'ticket' },
      { title: '多类型奖品', text: '支持实物、现金红包、优惠券、积分与电子卡券，中奖后自动发放或在线登记领奖。', icon: 'gift' },
      { title: '中奖核销管理', text: '提供中奖名单查询、兑奖码核销与发货状态管理，让活动结束后的兑奖工作有条不紊。', icon: 'qr-code' },
    ],
    scenarios: [
      { title: '节日读者回馈', text: '媒体机构在春节、周年庆等节点开展抽奖回馈活动，增强读者的忠诚度和活跃度。', icon: 'calendar-days' },
      { title: '知识竞答奖励', text: '政府部门将抽奖与安全生产、反诈知识竞答相结合，以小奖励提升群众的参与积极性。', icon: 'graduation-cap' },
      { title: '新品上市推广', text: '企业在新品上市期间开展扫码抽奖活动，带动新品试用、口碑分享与社交传播。', icon: 'rocket' },
    ],
    advantages: [
      { title: '结果公平透明', text: '抽奖结果由服务器端随机算法生成，中奖记录完整可查，支持对外公示中奖名单。', icon: 'scale' },
      { title: '成本精准可控', text: '奖品库存与预算实时监控，发完即止，避免奖品超发造成额外的活动支出。', icon: 'coins' },
      { title: '当天即可上线', text: '选择模板、配置奖品后即可生成活动链接和二维码，做到当天策划、当天上线。', icon: 'zap' },
    ],
    figures: [
      { value: '10+', label: '抽奖玩法' },
      { value: '100%', label: '中奖记录可查' },
      { value: '1天', label: '活动上线' },
      { value: '0', label: '超发奖品' },
    ],
    cases: [
      { customer: '都市报', did: '元旦读者回馈转盘抽奖，奖品为报纸订阅与文创礼品。', result: '3 天参与 18 万人次，新增订阅 2600 份' },
      { customer: '市科协', did: '科普知识竞答答对 8 题可抽奖。', result: '竞答参与 9.6 万人次，平均答题正确率 78%' },
    ],
    faq: [
      { q: '中奖概率可以设置吗？', a: '可以按奖品设置概率和库存，奖品发完自动停止，不会超发。' },
      { q: '如何证明抽奖是公平的？', a: '中奖逻辑在服务端执行，全部抽奖记录留痕可导出，可邀请公证机构监督。' },
      { q: '实物奖品怎么核销？', a: '中奖者填写收货信息或出示核销码，后台记录发放状态。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'gift';

export const design: ProductModule['design'] = 'phoneLottery';

export const synonyms: ProductModule['synonyms'] = ['抽奖', '大转盘'];
