/** AI配乐, a product of 智能生成 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/backgroundmusic.html',
  name: 'AI配乐',
  description:
    'AI配乐为媒体机构、政府部门与企业提供原创背景音乐智能生成服务，可根据视频内容、情绪与时长自动创作配乐，作品权属清晰、可商用，帮助短视频、宣传片与播客节目快速完成配乐，有效规避版权风险。',
  placements: [product('generation')],
});

export const page: ProductPage = {
  text: {
    title: 'AI配乐_智能生成原创背景音乐',
    keywords: 'AI配乐,背景音乐,AI作曲,原创音乐,视频配乐,版权音乐',
    heading: 'AI配乐 · 为内容定制旋律',
    intro:
      'AI配乐可根据文字描述、视频画面或指定的风格、情绪、节奏与时长，自动生成原创背景音乐，覆盖新闻资讯、纪实、宣传片、短视频等常见场景，并支持片段截取与无缝循环。编辑无需乐理基础即可为作品配上合适的音乐，同时避免版权纠纷。',
  },
  content: {
    tagline: '按情绪与时长生成可商用的原创配乐',
    capabilities: [
      { title: '文字描述作曲', text: '输入“激昂、科技发布会、60秒”这样的描述，即可生成符合风格与节奏要求的原创乐曲。', icon: 'type' },
      { title: '画面智能匹配', text: '上传视频后自动分析画面节奏与情绪变化，在转场和高潮处安排相应的音乐起伏。', icon: 'film' },
      { title: '风格乐器可选', text: '提供新闻、纪实、温情、国风、电子等多种风格，还可指定钢琴、弦乐、民乐等主奏乐器。', icon: 'music' },
      { title: '时长精准控制', text: '按秒设置乐曲长度，支持淡入淡出与首尾衔接，方便适配十几秒到数分钟的不同视频。', icon: 'timer' },
      { title: '分轨导出', text: '可分别导出旋律、和声与鼓点音轨，后期人员能在剪辑软件中自由调整混音比例。', icon: 'layers' },
    ],
    scenarios: [
      { title: '短视频批量配乐', text: '媒体新媒体部门每天制作大量新闻短视频，为每条视频快速配上不重复的背景音乐。', icon: 'video' },
      { title: '城市宣传片配乐', text: '政府宣传部门为城市形象片和政策解读视频定制具有地方特色的国风或抒情配乐。', icon: 'landmark' },
      { title: '企业品牌音乐', text: '企业市场部门为产品发布、展会视频和播客节目生成调性统一的品牌专属音乐。', icon: 'building-2' },
    ],
    advantages: [
      { title: '版权权属清晰', text: '每首生成作品均附带授权说明，可用于商业发布，避免随意使用网络音乐带来的侵权风险。', icon: 'copyright' },
      { title: '无需乐理基础', text: '编辑通过文字和选项即可完成配乐，不必懂作曲，也不用在海量曲库中逐首试听挑选。', icon: 'sparkles' },
      { title: '作品不撞曲', text: '每次生成的都是全新作品，同一批视频可以获得风格统一、旋律各不相同的配乐。', icon: 'badge-check' },
    ],
    figures: [
      { value: '30秒', label: '生成一首配乐' },
      { value: '20+', label: '音乐风格' },
      { value: '100%', label: '可商用授权' },
      { value: '0.1秒', label: '时长对齐精度' },
    ],
    cases: [
      {
        customer: '县级融媒体中心',
        did: '为每天 15 条短视频按画面情绪批量生成配乐，替代网上找免费音乐。',
        result: '配乐环节耗时由每条 20 分钟降至 2 分钟，版权投诉归零',
      },
      { customer: '城市文旅局', did: '为城市宣传片生成带民族乐器的原创配乐，按剪辑版本调整时长。', result: '节省外包作曲费用约 8 万元，三个版本当天交付' },
    ],
    faq: [
      { q: '生成的音乐可以商用吗？', a: '可以。每首作品附授权证书，可用于短视频、宣传片、广告与直播等商业用途。' },
      { q: '会和别人生成的音乐重复吗？', a: '每次生成都是新的旋律与编曲，系统会与曲库比对相似度，避免撞曲。' },
      { q: '可以指定时长和节奏吗？', a: '可以精确设定时长，并在指定时间点安排高潮、停顿或渐弱，与剪辑节奏对齐。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'music';

export const design: ProductModule['design'] = 'tracks';

export const synonyms: ProductModule['synonyms'] = ['背景音乐', 'BGM', '作曲', '音乐生成'];
