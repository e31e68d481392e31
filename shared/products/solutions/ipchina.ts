/** IP中国, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/ipchina.html',
  name: 'IP中国',
  description:
    'IP中国为媒体机构、政府部门与企业提供文化IP的孵化打造、版权登记、授权交易与衍生开发服务，连接内容创作者与品牌方，帮助地方文化资源和优质内容实现价值转化，推动中华文化创造性传播。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'IP中国_文化IP孵化与授权交易',
    keywords: 'IP中国,文化IP,IP孵化,版权授权,授权交易,文创衍生',
    heading: 'IP中国 · 让文化IP焕发价值',
    intro:
      'IP中国聚焦优秀传统文化、城市文化与原创内容，提供IP策划孵化、形象设计、版权登记确权、授权交易撮合与文创衍生品开发等全链条服务。地方政府可借此打造城市文化名片，媒体机构和企业也能盘活版权资产，拓展授权收入。',
  },
  content: {
    tagline: '挖掘文化资源，孵化有生命力的IP',
    capabilities: [
      { title: 'IP策划孵化', text: '从地方历史、民俗、非遗与原创故事中提炼IP内核，制定形象定位、世界观与发展规划。', icon: 'sparkles' },
      { title: 'IP形象设计', text: '设计IP形象、表情包、视觉识别系统与三维模型，还可生成数字人用于视频与直播。', icon: 'palette' },
      { title: '版权登记确权', text: '协助完成作品登记与区块链存证，明确权属关系，为后续授权和维权打好基础。', icon: 'stamp' },
      { title: '授权交易撮合', text: '连接品牌方、文创企业与生产厂商，提供授权方案设计、合同管理与授权费结算服务。', icon: 'handshake' },
      { title: '衍生开发运营', text: '开发文创周边、联名商品与动画短片，并借助集团媒体矩阵持续开展IP内容运营。', icon: 'package' },
    ],
    scenarios: [
      { title: '城市文化名片', text: '地方政府将地域文化提炼为城市IP形象，应用于文旅宣传、城市活动与特产包装。', icon: 'landmark' },
      { title: '媒体版权运营', text: '媒体机构将自有栏目、卡通形象和历史老照片进行授权开发，拓展版权经营收入。', icon: 'newspaper' },
      { title: '品牌联名合作', text: '消费品牌与文化IP开展联名合作，借助文化内涵提升产品附加值与话题热度。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '全链条服务', text: '从孵化、设计、确权到授权与衍生开发一站完成，客户无需分别对接多家机构。', icon: 'workflow' },
      { title: '媒体传播加持', text: '依托集团媒体资源为IP提供持续曝光，帮助IP实现从无到有、从小到大的成长。', icon: 'megaphone' },
      { title: '授权规范管理', text: '授权范围、期限与分成规则清晰约定，并在线监测授权商品，防止超范围使用。', icon: 'copyright' },
    ],
    figures: [
      { value: '40+', label: '孵化文化IP' },
      { value: '200+', label: '授权合作品牌' },
      { value: '2周', label: '版权登记' },
      { value: '1亿+', label: 'IP内容曝光' },
    ],
    cases: [
      { customer: '历史文化名城', did: '以古城文化为原型孵化城市吉祥物，完成形象设计与版权登记。', result: '授权文创产品 120 款，年授权收入 600 万元' },
      { customer: '新闻出版集团', did: '对历史报刊插画进行数字化确权与授权运营。', result: '与 30 个品牌达成联名，存量版权实现首次变现' },
    ],
    faq: [
      { q: 'IP形象的版权归谁？', a: '按合同约定，委托设计的IP形象著作权可归客户所有，我们协助完成版权登记。' },
      { q: '授权费用怎么收？', a: '通常为保底授权金加销售分成，按品类、区域与期限约定。' },
      { q: '如何防止侵权？', a: '提供版权监测服务，发现侵权后协助取证与维权。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'palette';

export const design: ProductModule['design'] = 'ipGallery';

export const synonyms: ProductModule['synonyms'] = ['文化IP', 'IP孵化'];
