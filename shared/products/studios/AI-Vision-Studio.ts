/** AI视觉工作室, a studio of AI工作室, also under 智能生成 in the product menu (../product.ts says where each export goes). */
import { product, studioEntry, type StudioModule, type StudioPage } from '../product';

export const entry = studioEntry({
  path: '/aiStudio/AI-Vision-Studio.html',
  name: 'AI视觉工作室',
  description:
    'AI视觉工作室基于多模态大模型，为媒体机构、政府部门与企业提供新闻配图、海报设计、插画创作与智能修图能力，输入文字即可生成高质量视觉素材，帮助编辑团队缩短出图周期、降低设计成本并保持画面风格统一。',
  placements: [{ menu: 'studio' }, product('generation')],
});

export const page: StudioPage = {
  text: {
    title: 'AI视觉工作室_智能图片海报生成与修图',
    keywords: 'AI视觉工作室,AI绘画,海报生成,插画生成,智能修图,新闻配图',
    heading: 'AI视觉工作室 · 所想即所见',
    intro:
      'AI视觉工作室集文生图、图生图、海报模板、插画创作与智能修图于一体，支持扩图、抠图、消除、画质增强等常用编辑操作。编辑输入一句描述即可获得多种风格的新闻配图与宣传海报，让热点报道、政务宣传和品牌营销的视觉生产更快更省。',
  },
  content: {
    tagline: '一句描述生成新闻配图与宣传海报',
    outputs: [
      { title: '示意性新闻配图', text: '为评论、科普、政策解读类稿件生成示意配图，画面自动标注“AI生成”，不替代新闻现场照片。', icon: 'image' },
      { title: '宣传海报', text: '提供节日节气、政策宣传、活动预告等海报模板，自动排布标题、正文、标识与二维码。', icon: 'megaphone' },
      { title: '插画与形象设定', text: '支持国风、扁平、水彩、三维等画风，生成栏目插画、绘本插图与卡通形象设定稿。', icon: 'brush' },
      { title: '照片修复增强', text: '对老照片进行去噪、上色与清晰度修复，对模糊的资料图进行超分辨率放大。', icon: 'camera' },
      { title: '多尺寸一键适配', text: '同一设计自动生成公众号封面、微博配图、竖版海报等尺寸，省去逐一调整的麻烦。', icon: 'layout-template' },
    ],
    workflow: [
      { step: '描述需求', text: '输入画面描述或直接粘贴稿件，系统自动提炼画面要素并补全提示词。' },
      { step: '选择风格', text: '从写实摄影、新闻插画、国风、扁平等风格中选择，或上传参考图锁定整体风格。' },
      { step: '批量生成', text: '一次生成多张候选图，可对满意的结果继续细化，或以其为基础生成相似图。' },
      { step: '精修调整', text: '使用局部重绘、扩展画幅和文字排版工具修改细节，直至符合发布要求。' },
      { step: '审核导出', text: '经图片安全审核后导出高清原图，自动添加AI生成标识并存入媒资库。' },
    ],
    samples: [
      { title: '寒潮来袭出行提示', kind: '新闻配图', text: '根据天气预报稿件生成城市街头寒风中市民添衣出行的插画式配图，用作客户端头图。' },
      { title: '二十四节气·立春', kind: '节气海报', text: '以国风水彩呈现春耕与柳枝新芽，自动配上节气文案与机构标识，可直接在公众号发布。' },
      { title: '老街巷今昔对比', kind: '照片修复', text: '对多年前的街景老照片去噪、上色并提升清晰度，与今日实景照片组成今昔对比图集。' },
    ],
    users: [
      { title: '媒体编辑部', text: '编辑和美编快速完成稿件配图与专题视觉设计，减少对外采购图片和设计外包的支出。', icon: 'newspaper' },
      { title: '政务宣传部门', text: '机关宣传干部无需掌握专业设计软件，也能制作规范、美观的政策宣传海报。', icon: 'landmark' },
      { title: '企业市场团队', text: '市场人员批量制作营销海报与社交媒体配图，并在各渠道保持统一的品牌视觉。', icon: 'briefcase' },
    ],
    figures: [
      { value: '10秒', label: '出一张图' },
      { value: '30+', label: '画面风格' },
      { value: '4K', label: '高清导出' },
      { value: '100%', label: '自动添加AI标识' },
    ],
    cases: [
      {
        customer: '省级党报 · 视觉中心',
        did: '评论和科普稿件的示意配图改由工作室生成，美编负责挑选与精修。',
        result: '配图外采费用每月减少约 3 万元，出图时间由半天缩短到 15 分钟',
      },
      { customer: '区县卫健委', did: '用节气与健康科普模板制作宣传海报，科室人员自行完成。', result: '全年海报制作量提升 3 倍，无需再委托设计公司' },
    ],
    faq: [
      { q: '生成的图片可以用作新闻照片吗？', a: '不可以。生成图只用于示意配图、插画与海报，会自动标注“AI生成”，不能替代新闻现场照片。' },
      { q: '图片的版权归谁？', a: '在服务协议范围内，客户生成的图片可用于自身宣传与商业用途，平台不主张权利。' },
      { q: '可以保持我们机构的统一画风吗？', a: '上传参考图或品牌规范即可锁定风格，之后批量生成的图片保持一致的配色与笔触。' },
    ],
  },
};

export const icon: StudioModule['icon'] = 'image';

export const design: StudioModule['design'] = 'canvas';

export const synonyms: StudioModule['synonyms'] = ['文生图', 'AI绘画', 'AI配图', '海报生成'];
