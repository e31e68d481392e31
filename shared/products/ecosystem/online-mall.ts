/** 在线商城, a product of 智能生态 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/online-mall.html',
  name: '在线商城',
  description:
    '在线商城帮助媒体机构、政府部门与企业快速搭建自有电商平台，支持文创周边、地方特产与助农产品的在线销售，打通商品、订单、支付与物流管理，实现内容引流与商品转化的有机结合。',
  placements: [product('ecosystem')],
});

export const page: ProductPage = {
  text: {
    title: '在线商城_媒体电商与文创零售',
    keywords: '在线商城,媒体电商,文创商城,助农电商,内容电商,直播带货',
    heading: '在线商城 · 内容与电商融合',
    intro:
      '在线商城可快速嵌入客户端、公众号与小程序，提供商品管理、订单处理、营销活动、会员积分与物流对接等完整电商功能，并支持在文章、视频和直播中挂载商品。媒体机构可拓展文创与助农电商业务，地方政府和企业也能借此推广特色产品。',
  },
  content: {
    tagline: '用内容带动销售，搭建自有电商渠道',
    capabilities: [
      { title: '商品与库存管理', text: '支持实物、虚拟卡券、演出及景区门票等多种商品类型，统一管理规格、库存与上下架。', icon: 'package' },
      { title: '内容挂载商品', text: '在文章、短视频和直播间插入商品卡片，读者边看边买，实现从内容到交易的转化。', icon: 'link' },
      { title: '营销活动工具', text: '内置秒杀、满减、优惠券、拼团与积分兑换等营销工具，可配合节日节点开展促销。', icon: 'badge-percent' },
      { title: '订单与物流', text: '订单自动流转，对接主流快递公司实时查询物流轨迹，并支持退款退货等售后处理。', icon: 'truck' },
      { title: '多端统一店铺', text: '一套商品数据同时在移动应用、微信公众号和小程序店铺中展示，订单与会员数据统一管理。', icon: 'store' },
    ],
    scenarios: [
      { title: '媒体文创电商', text: '媒体机构销售报纸纪念版、文创周边与自有品牌商品，拓展多元化的经营收入。', icon: 'palette' },
      { title: '助农产品推广', text: '地方政府联合媒体开展助农直播，将本地特色农产品通过商城直接销往全国各地。', icon: 'heart-handshake' },
      { title: '企业私域销售', text: '企业在自有公众号和小程序中开设商城，以品牌内容引流，持续沉淀私域用户。', icon: 'shopping-bag' },
    ],
    advantages: [
      { title: '媒体公信力背书', text: '依托媒体平台的公信力进行严格选品和推广，消费者更容易对商品建立信任。', icon: 'award' },
      { title: '供应链对接', text: '可对接第三方供应商与产地直供渠道，媒体机构无需自建仓储即可开展电商业务。', icon: 'handshake' },
      { title: '交易资金安全', text: '支付资金由持牌支付机构清算，订单信息加密存储，切实保障买卖双方的交易安全。', icon: 'shield-check' },
    ],
    figures: [
      { value: '1天', label: '开店上线' },
      { value: '3端', label: '小程序、H5、APP' },
      { value: '20+', label: '营销工具' },
      { value: '99.9%', label: '交易可用性' },
    ],
    cases: [
      { customer: '地市报业集团', did: '上线文创与本地特产商城，在报道和直播中挂载商品。', result: '商城首年销售额 860 万元，内容带货占比 64%' },
      { customer: '农业合作社', did: '借助产地短视频和助农直播销售特色农产品。', result: '直播期间单日订单超 1.2 万单，复购率 35%' },
    ],
    faq: [
      { q: '开店需要什么资质？', a: '企业营业执照和对公账户；销售食品等特殊商品需提供相应经营许可。' },
      { q: '可以在文章和视频里挂商品吗？', a: '可以。编辑在稿件、视频和直播间插入商品卡片，读者点击即可下单。' },
      { q: '售后和物流怎么处理？', a: '提供订单、退换货与物流跟踪管理，可对接主流快递公司与供应链服务商。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'shopping-cart';

export const design: ProductModule['design'] = 'shop';

export const synonyms: ProductModule['synonyms'] = ['电商', '网上商城', '文创商城'];
