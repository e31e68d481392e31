/** 车载应用, a product of 智能生态 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/in-car-app.html',
  name: '车载应用',
  description:
    '车载新闻应用为车企、媒体机构与政府部门打造适配智能座舱的资讯服务，以语音播报、音频节目与本地资讯为核心，让驾乘人员在出行途中安全便捷地获取新闻资讯，同时拓展媒体内容的传播场景。',
  placements: [product('ecosystem')],
});

export const page: ProductPage = {
  text: {
    title: '车载新闻应用_智能座舱资讯服务',
    keywords: '车载新闻应用,车载应用,智能座舱,语音播报,车载资讯,音频新闻',
    heading: '车载新闻 · 出行路上听天下',
    intro:
      '车载新闻应用针对车机屏幕和驾驶场景专门设计，提供新闻早晚报、语音播报、本地出行资讯与音频节目，支持语音交互操作，减少驾驶分心。媒体机构可借此将内容延伸至车载终端，车企与企业客户也可快速为智能座舱接入权威资讯服务。',
  },
  content: {
    tagline: '为智能座舱打造安全易用的资讯服务',
    capabilities: [
      { title: '驾驶友好界面', text: '大字体、大按钮与简洁层级适配各类车机屏幕，车辆行驶中自动切换为以语音为主的交互模式。', icon: 'layout-dashboard' },
      { title: '新闻连续播报', text: '将图文新闻实时转换为语音，按早晚报、要闻、本地等栏目连续播放，支持切换与收藏。', icon: 'radio' },
      { title: '语音指令操控', text: '说出“播放财经新闻”“下一条”即可操控，无需手动点击屏幕，尽量减少驾驶分心。', icon: 'mic' },
      { title: '本地出行资讯', text: '结合车辆所在城市推送路况、天气、限行与交通管制信息，让每次出行都心中有数。', icon: 'map-pin' },
      { title: '音频节目聚合', text: '整合广播节目、播客与有声读物，多端收听进度同步，上车后可接着手机上的进度继续收听。', icon: 'podcast' },
    ],
    scenarios: [
      { title: '媒体内容上车', text: '媒体机构把新闻内容延伸到车载终端，在早晚通勤时段触达驾乘人群，拓展新的传播场景。', icon: 'newspaper' },
      { title: '车企座舱生态', text: '汽车企业为新车型预装权威资讯应用，丰富智能座舱的内容生态，提升车主的用车体验。', icon: 'car' },
      { title: '交通信息服务', text: '交通管理部门借助车载渠道发布出行提示与交通管制通知，提高信息送达驾驶人的比例。', icon: 'navigation' },
    ],
    advantages: [
      { title: '权威内容来源', text: '内容由专业采编团队生产并经过严格审核，车主不会收到未经核实的小道消息。', icon: 'badge-check' },
      { title: '多车机系统适配', text: '支持主流车机系统与多种屏幕尺寸，提供SDK和标准化接入流程，缩短与车企的联调周期。', icon: 'monitor' },
      { title: '弱网稳定收听', text: '音频采用高效编码并支持离线缓存，行经隧道或信号较弱路段时也能连续收听。', icon: 'cloud' },
    ],
    figures: [
      { value: '10+', label: '适配车机系统' },
      { value: '3秒', label: '语音指令响应' },
      { value: '2000+', label: '每日更新音频' },
      { value: '95%', label: '弱网续播成功率' },
    ],
    cases: [
      { customer: '新能源车企', did: '新车型预装车载资讯应用，驾乘人员用语音收听要闻与本地出行信息。', result: '上市首月激活率 68%，人均每日收听 22 分钟' },
      { customer: '省级交通广播', did: '把路况播报和交通新闻接入车载应用，按位置推送。', result: '车载渠道收听时长占全台在线收听的 31%' },
    ],
    faq: [
      { q: '驾驶时使用安全吗？', a: '行驶中只提供语音与大按钮操作，不弹出长文字与视频，符合车载交互安全规范。' },
      { q: '接入一个新的车机系统要多久？', a: '已适配主流车机系统；新系统通常 4–6 周完成适配与联调。' },
      { q: '内容来源可靠吗？', a: '内容来自持证新闻机构与集团自有音频节目，经审核后上架。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'car';

export const design: ProductModule['design'] = 'car';

export const synonyms: ProductModule['synonyms'] = ['车机', '车载收听'];
