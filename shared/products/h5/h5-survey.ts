/** H5问卷, a product of 智能H5 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/h5-survey.html',
  name: 'H5问卷',
  description:
    'H5问卷为媒体机构、政府部门与企业提供在线问卷设计、发布与统计分析工具，支持多种题型与逻辑跳转，可用于读者调查、民意调研与客户满意度评估，自动生成可视化报告，让决策更有数据依据。',
  placements: [product('h5')],
});

export const page: ProductPage = {
  text: {
    title: 'H5问卷_在线问卷调查与数据分析',
    keywords: 'H5问卷,问卷调查,在线调研,满意度调查,民意调查,数据统计',
    heading: 'H5问卷 · 倾听每一种声音',
    intro:
      'H5问卷提供单选、多选、量表、填空、矩阵等丰富题型，支持逻辑跳转、答题限制与防刷验证，可一键分享至客户端、公众号和社交平台。回收数据实时统计并生成交叉分析图表，适用于媒体读者调研、政务满意度测评与企业市场调查。',
  },
  content: {
    tagline: '问卷设计、回收与分析一站完成',
    capabilities: [
      { title: '丰富题型组件', text: '支持单选、多选、排序、量表、矩阵、填空、文件上传等题型，满足各类调研需要。', icon: 'list-checks' },
      { title: '逻辑跳转设置', text: '根据受访者的回答自动显示或跳过相关题目，问卷更加简洁，收集的数据也更有针对性。', icon: 'split' },
      { title: 'AI辅助出题', text: '输入调研目的即可生成问卷初稿，并提示诱导性提问、选项遗漏等常见的设计问题。', icon: 'sparkles' },
      { title: '无效答卷识别', text: '结合答题时长、IP限制、验证码与甄别题识别无效答卷，保障回收样本的质量。', icon: 'filter' },
      { title: '交叉统计分析', text: '实时生成频次与占比图表，支持按地区、年龄等维度交叉分析，并可导出分析报告。', icon: 'chart-pie' },
    ],
    scenarios: [
      { title: '读者需求调研', text: '媒体机构调研读者的阅读偏好与栏目满意度，为客户端改版和内容规划提供依据。', icon: 'newspaper' },
      { title: '政务满意度测评', text: '政府部门开展政务服务满意度测评与民生需求调查，用数据量化评估工作成效。', icon: 'landmark' },
      { title: '市场与员工调研', text: '企业开展客户满意度、新品需求和员工敬业度调查，为经营管理决策提供参考。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '移动端体验佳', text: '问卷页面专为手机屏幕优化，一屏一题或整页作答均可，受访者填写更加顺畅。', icon: 'smartphone' },
      { title: '匿名实名可选', text: '可按调研性质选择匿名或实名作答，匿名问卷不收集任何可识别个人身份的信息。', icon: 'user-check' },
      { title: '报告自动生成', text: '调研结束后自动生成包含图表与文字结论的分析报告，稍作调整即可用于汇报。', icon: 'file-chart-column' },
    ],
    figures: [
      { value: '20+', label: '题型' },
      { value: '95%', label: '无效答卷识别率' },
      { value: '1分钟', label: '生成分析报告' },
      { value: '10万+', label: '单份问卷回收' },
    ],
    cases: [
      { customer: '省级党报 · 读者中心', did: '年度读者调研问卷嵌入客户端与公众号推送。', result: '两周回收 3.2 万份有效问卷，比往年纸质调研多 10 倍' },
      { customer: '区政务服务中心', did: '办事结束后扫码填写满意度测评，结果按窗口统计。', result: '测评参与率由 8% 提升到 41%' },
    ],
    faq: [
      { q: '怎么防止刷问卷？', a: '可设置每人一次、微信身份校验、答题时长下限，并自动识别规律作答等无效答卷。' },
      { q: '可以匿名填写吗？', a: '可以在匿名、实名和手机号验证之间选择，匿名问卷不收集身份信息。' },
      { q: '数据能导出吗？', a: '原始数据可导出 Excel 和 SPSS 格式，分析报告可导出 Word 或 PDF。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'list-checks';

export const design: ProductModule['design'] = 'phoneForm';

export const synonyms: ProductModule['synonyms'] = ['问卷调查', '在线问卷'];
