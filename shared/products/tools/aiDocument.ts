/** AI文档, a product of 智能工具 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/aiDocument.html',
  name: 'AI文档',
  description:
    'AI文档为媒体机构、政府部门与企业提供智能校对、文档问答与公文写作能力，可自动发现错别字、政治性差错和格式问题，快速解答文档中的疑问并生成规范公文，全面提升文字工作的准确性与效率。',
  placements: [product('tools')],
});

export const page: ProductPage = {
  text: {
    title: 'AI文档_智能校对与公文写作助手',
    keywords: 'AI文档,智能校对,文档问答,公文写作,错别字检查,政务写作',
    heading: 'AI文档 · 文字工作好帮手',
    intro:
      'AI文档包含三项核心能力：智能校对可识别错别字、标点误用、不当表述与重要人名职务差错；文档问答可基于上传的文件精准回答问题并标注出处；公文写作支持通知、请示、报告、讲话稿等常用文种。适合编辑部、机关办公室与企业行政团队使用。',
  },
  content: {
    tagline: '校对、问答、写公文，一个助手全搞定',
    capabilities: [
      { title: '多维智能校对', text: '一次检查错别字、语法、标点、数字用法和常识性错误，并给出修改理由与建议写法。', icon: 'spell-check' },
      { title: '严重差错识别', text: '重点核查领导人姓名职务、重要提法、国家和地区名称等表述，对可能的严重差错给出醒目提示。', icon: 'shield-alert' },
      { title: '文档精准问答', text: '上传政策文件、合同或研究报告后直接提问，每条答案都附带原文出处，便于快速核实。', icon: 'message-circle' },
      { title: '规范公文写作', text: '参照党政机关公文格式国家标准，生成通知、请示、报告、函等文种初稿，版式规范统一。', icon: 'file-text' },
      { title: '长文档摘要', text: '对数十页的报告自动生成摘要、要点清单和思维导图，帮助读者快速把握文件核心内容。', icon: 'book-open' },
    ],
    scenarios: [
      { title: '见报前终校', text: '媒体编辑部在见报和推送前先做AI校对，再由校对员复核，降低差错内容公开发布的风险。', icon: 'newspaper' },
      { title: '机关文稿起草', text: '机关办公室撰写通知、讲话稿和工作总结时先生成初稿，再检查格式与规范提法。', icon: 'landmark' },
      { title: '制度条款查询', text: '企业员工向AI提问即可查到报销、考勤等制度条款，行政部门不再需要反复解答同类问题。', icon: 'scale' },
    ],
    advantages: [
      { title: '专业词库支撑', text: '内置新闻出版领域的规范用词、易错词和敏感表述词库，由专业校对团队持续维护更新。', icon: 'book-marked' },
      { title: '原有格式保留', text: '支持直接校对Word、WPS和PDF文件，修改意见以批注形式呈现，原有排版不受影响。', icon: 'layers' },
      { title: '答案有据可查', text: '文档问答严格依据上传内容作答，找不到依据时明确告知用户，不凭空编造答案。', icon: 'link' },
    ],
    figures: [
      { value: '99%', label: '常见差错检出率' },
      { value: '200万', label: '规范词条' },
      { value: '1分钟', label: '校完万字稿件' },
      { value: '20+', label: '公文文种' },
    ],
    cases: [
      { customer: '省级党报 · 校对室', did: '见报前增加AI终校，系统标出的疑似差错由校对员逐条确认。', result: '全年见报差错下降 65%，重大表述差错零发生' },
      { customer: '市政府办公室', did: '起草通知、请示、报告时调用公文模板与规范检查。', result: '公文格式退改率由 18% 降至 3%' },
    ],
    faq: [
      { q: '能发现哪些类型的差错？', a: '错别字、标点、语法、数字与单位、人名职务、政治性表述和敏感信息等十余类差错。' },
      { q: '文档问答的答案可靠吗？', a: '每个回答都标注出自哪份文档的哪一段，点击即可跳转原文核对。' },
      { q: '支持哪些文件格式？', a: '支持 Word、WPS、PDF、TXT 与扫描件，校对后保留原有格式导出。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'file-search';

export const design: ProductModule['design'] = 'proofread';

export const synonyms: ProductModule['synonyms'] = ['智能校对', '公文写作', '错别字检查', '文档问答'];
