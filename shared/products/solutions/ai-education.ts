/** AI+教育, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/ai-education.html',
  name: 'AI+教育',
  description:
    'AI+教育解决方案面向高校、中小学、教育主管部门与培训企业，提供AI通识课程、智能教学工具、校园融媒体建设与实训平台，帮助师生掌握AI应用能力，推动教育数字化转型与新闻传播人才培养。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'AI+教育_智慧教育与AI素养培养方案',
    keywords: 'AI+教育,智慧教育,AI素养,校园融媒体,实训平台,AI课程',
    heading: 'AI+教育 · 培育AI新人才',
    intro:
      'AI+教育解决方案整合传媒学院课程体系与平台AI工具，提供AI通识课程、智能备课与作业辅助、校园融媒体中心建设以及新闻传播实训平台。高校与中小学可借此开展AI素养教育，教育主管部门可统筹推进区域智慧教育建设。',
  },
  content: {
    tagline: '以AI赋能教学，培养面向未来的人才',
    capabilities: [
      { title: 'AI通识课程', text: '面向不同学段提供人工智能基础、AI工具实操与AI伦理课程，配套教案与实验指导书。', icon: 'book-open' },
      { title: '智能教学助手', text: '帮助教师生成教案、课件、练习题与评语，并对学生的作文和作业给出修改建议。', icon: 'bot' },
      { title: '校园融媒体平台', text: '为学校搭建集校园新闻采编、短视频制作与新媒体发布于一体的校园融媒体平台。', icon: 'radio' },
      { title: '新闻传播实训', text: '为高校新闻院系提供模拟编辑部、AI采编工具与真实案例库，开展实战化教学。', icon: 'clapperboard' },
      { title: '学情数据分析', text: '汇总课程学习、作业完成与实训表现数据，生成学生能力画像和教学改进建议。', icon: 'chart-column' },
    ],
    scenarios: [
      { title: '高校新闻院系', text: '高校新闻传播学院建设AI实训室，让学生在校期间就能熟练掌握智能采编技能。', icon: 'graduation-cap' },
      { title: '中小学AI教育', text: '中小学开设人工智能兴趣课与社团活动，由平台提供课程资源和配套的师资培训。', icon: 'school' },
      { title: '区域教育统筹', text: '区县教育局统筹推进区域AI教育，统一部署教学工具并组织教师能力提升培训。', icon: 'landmark' },
    ],
    advantages: [
      { title: '产教深度融合', text: '课程由一线媒体从业者与高校教师共同开发，教学内容紧贴行业的真实用人需求。', icon: 'handshake' },
      { title: '安全适龄设计', text: '面向未成年人的工具设置内容过滤与使用时长管理，符合校园使用的相关规范。', icon: 'shield-check' },
      { title: '教师培训支持', text: '配套教师研修课程和教学指导，帮助教师快速掌握AI工具并应用到日常课堂中。', icon: 'users' },
    ],
    figures: [
      { value: '60+', label: '高校与中小学' },
      { value: '120课时', label: 'AI通识课程' },
      { value: '1万+', label: '年度参训学生' },
      { value: '30+', label: '实训项目' },
    ],
    cases: [
      {
        customer: '省属高校新闻学院',
        did: '共建新闻传播AI实训室，学生用平台真实工具完成采写编评。',
        result: '学生实训作品在主流平台发布 300 余篇，就业对口率提升 12%',
      },
      { customer: '区教育局', did: '为 28 所中小学开设AI通识课，并培训信息科技教师。', result: '全区 1.6 万名学生完成课程，教师持证上岗 86 人' },
    ],
    faq: [
      { q: '中小学生使用安全吗？', a: '课程与工具按年龄段设计，对生成内容严格过滤，不收集学生敏感信息。' },
      { q: '老师不懂AI怎么办？', a: '提供分层教师培训、备课资源与课堂助手，并有专人驻校支持第一学期教学。' },
      { q: '可以只采购课程吗？', a: '可以。课程、平台与实训室可单独采购，也可组合成整体方案。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'graduation-cap';

export const design: ProductModule['design'] = 'architecture';

export const synonyms: ProductModule['synonyms'] = [];
