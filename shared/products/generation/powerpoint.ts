/** AI生成PPT, a product of 智能生成 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/powerpoint.html',
  name: 'AI生成PPT',
  description:
    'AI生成PPT面向媒体机构、政府部门与企业，只需输入主题或上传文档，即可自动生成结构清晰、排版美观的演示文稿，支持大纲编辑与模板切换，让工作汇报、政策宣讲与方案提案的准备时间从数小时缩短到几分钟。',
  placements: [product('generation')],
});

export const page: ProductPage = {
  text: {
    title: 'AI生成PPT_一键生成演示文稿',
    keywords: 'AI生成PPT,智能PPT,演示文稿生成,PPT模板,文档转PPT,工作汇报',
    heading: 'AI生成PPT · 汇报一键成稿',
    intro:
      'AI生成PPT可根据一句主题、一份文档或一篇稿件，自动梳理大纲并生成图文并茂的演示文稿，内置政务、媒体、商务等多套模板，支持在线编辑页面、替换配图与导出PPTX文件。适用于工作汇报、政策宣讲、项目提案与培训课件制作。',
  },
  content: {
    tagline: '一句话出大纲，几分钟得到完整演示文稿',
    capabilities: [
      { title: '多种输入方式', text: '可输入一句主题，也可上传Word、PDF文档或粘贴稿件正文，系统自动提炼要点并生成大纲。', icon: 'file-text' },
      { title: '大纲先行编辑', text: '先生成章节与要点供用户增删调整，确认后再逐页排版，保证汇报逻辑贴合实际需要。', icon: 'list-ordered' },
      { title: '智能排版配图', text: '根据每页内容自动选用图文、对比、时间轴、数据图表等版式，并匹配风格一致的配图。', icon: 'layout-template' },
      { title: '场景模板库', text: '提供政务汇报、新闻策划、商务路演、培训课件等场景模板，也支持导入机构自有母版。', icon: 'archive' },
      { title: '在线编辑导出', text: '支持逐页修改文字、替换图片、调整配色和增删页面，完成后可导出为PPTX或PDF文件。', icon: 'pen-line' },
    ],
    scenarios: [
      { title: '政务工作汇报', text: '机关工作人员上传年度总结材料，快速生成结构规范的述职报告与工作汇报演示文稿。', icon: 'landmark' },
      { title: '媒体策划提案', text: '媒体经营部门根据活动方案生成招商提案，缩短向合作客户提交方案的准备周期。', icon: 'newspaper' },
      { title: '企业培训课件', text: '企业培训部门把规章制度和产品手册转化为培训课件，便于新员工集中学习与考核。', icon: 'graduation-cap' },
    ],
    advantages: [
      { title: '长文理解准确', text: '依托媒体大模型对长文档做结构化理解，提炼的要点忠于原文，减少反复修改的次数。', icon: 'book-open' },
      { title: '保留机构风格', text: '上传机构母版后，配色、字体与标识位置自动套用，生成的成品符合单位视觉规范。', icon: 'palette' },
      { title: '资料安全无忧', text: '上传材料仅用于当次生成且不参与模型训练，另可选择私有化部署，保障内部资料安全。', icon: 'lock' },
    ],
    figures: [
      { value: '3分钟', label: '生成20页初稿' },
      { value: '500+', label: '场景模板' },
      { value: '10万字', label: '单次可读文档' },
      { value: 'PPTX', label: '可编辑导出' },
    ],
    cases: [
      {
        customer: '市直机关 · 办公室',
        did: '季度工作汇报由材料直接生成大纲和初稿，套用机关统一模板后人工精修。',
        result: '一份汇报材料的制作时间由 1 天缩短到 2 小时',
      },
      { customer: '省级党报 · 经营中心', did: '为客户提案批量生成策划方案演示稿，保留报社视觉规范。', result: '提案准备周期缩短 60%，月提案数量翻倍' },
    ],
    faq: [
      { q: '生成的PPT能在Office或WPS里继续修改吗？', a: '可以。导出为标准 PPTX 文件，文字、图表和图片均可编辑，也可导出 PDF。' },
      { q: '能使用我们单位自己的模板吗？', a: '上传现有模板后，系统会学习配色、字体和版式，此后生成的演示文稿自动套用。' },
      { q: '上传的内部材料安全吗？', a: '文件传输与存储全程加密，仅用于本次生成，不用于模型训练；也可选择私有化部署。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'presentation';

export const design: ProductModule['design'] = 'slides';

export const synonyms: ProductModule['synonyms'] = ['幻灯片', '演示文稿', '做PPT', 'slides'];
