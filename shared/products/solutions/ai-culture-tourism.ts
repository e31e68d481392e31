/** AI+文旅, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/ai-culture-tourism.html',
  name: 'AI+文旅',
  description:
    'AI+文旅解决方案面向文旅主管部门、景区与文旅企业，提供AI导览讲解、目的地宣传内容生产、数字人代言、文创开发与游客服务能力，助力地方讲好文旅故事，提升城市与景区的品牌影响力。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'AI+文旅_智慧文旅宣传与服务方案',
    keywords: 'AI+文旅,智慧文旅,AI导览,数字人代言,文旅宣传,城市品牌',
    heading: 'AI+文旅 · 讲好每一处风景',
    intro:
      'AI+文旅解决方案可批量生成目的地宣传图文、短视频与多语种导览解说，打造文旅数字人代言形象，提供智能行程规划与游客问答服务，并结合文创商城拓展消费场景。方案可帮助文旅部门和景区以更低成本持续输出优质内容、吸引八方游客。',
  },
  content: {
    tagline: '用AI讲好文旅故事，让远方更有吸引力',
    capabilities: [
      { title: '目的地内容生产', text: '根据景区资料批量生成游玩攻略、宣传文案、海报与短视频，让宣传内容保持持续更新。', icon: 'camera' },
      { title: '文旅数字人', text: '为城市或景区打造专属数字人形象，可用于宣传视频播报、直播推介与线上讲解。', icon: 'user-round' },
      { title: '多语种智能导览', text: '提供中、英、日、韩等多语种语音讲解，游客扫码即可按所在位置收听景点的历史文化故事。', icon: 'languages' },
      { title: '智能行程规划', text: '根据游客的时间、预算与兴趣推荐游览路线，并串联周边的餐饮、住宿与交通信息。', icon: 'map' },
      { title: '游客智能问答', text: '基于景区知识库解答开放时间、票务、交通等问题，在节假日高峰期分担咨询压力。', icon: 'message-circle' },
    ],
    scenarios: [
      { title: '城市文旅宣传', text: '文旅主管部门借助AI持续产出城市宣传内容，在各大平台塑造鲜明的目的地形象。', icon: 'landmark' },
      { title: '景区智慧服务', text: '景区上线智能导览与游客问答服务，减轻人工讲解压力，提升游客的游览体验。', icon: 'mountain-snow' },
      { title: '文旅企业营销', text: '旅行社和酒店集团生成线路宣传素材与多语种介绍，积极拓展国内外客源市场。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '文化内容专业', text: '结合媒体采编团队对地方历史文化的深入挖掘，讲解内容准确可靠，又富有温度。', icon: 'book-marked' },
      { title: '传播渠道丰富', text: '依托集团媒体矩阵与合作平台，为优质的文旅内容提供更广泛的传播出口。', icon: 'share-2' },
      { title: '运营闭环一体', text: '从内容生产、线上推广到商城转化形成闭环，帮助文旅项目切实带动线下消费。', icon: 'workflow' },
    ],
    figures: [
      { value: '12种', label: '导览语种' },
      { value: '1000+', label: '景区与场馆内容' },
      { value: '24小时', label: '数字人在线服务' },
      { value: '3周', label: '目的地内容包交付' },
    ],
    cases: [
      {
        customer: '地级市文旅局',
        did: '打造城市文旅数字人，制作 12 个语种的宣传短视频与导览。',
        result: '节假日游客咨询自助解决率 80%，境外平台播放量超 500 万',
      },
      { customer: '5A级景区', did: '上线多语种智能导览与行程规划小程序。', result: '游客平均停留时间延长 1.2 小时，二次消费增长 18%' },
    ],
    faq: [
      { q: '数字人可以代表城市形象吗？', a: '形象、声音与台词均经文旅部门审定，可结合地方文化元素定制。' },
      { q: '导览内容从哪里来？', a: '由集团编辑团队与客户提供的文史资料共同整理，经专家审核后生成多语种内容。' },
      { q: '能在节假日应对大量咨询吗？', a: '智能问答可同时服务大量游客，高峰期自动扩容，复杂问题转人工。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'mountain-snow';

export const design: ProductModule['design'] = 'architecture';

export const synonyms: ProductModule['synonyms'] = ['智慧文旅', '文化旅游'];
