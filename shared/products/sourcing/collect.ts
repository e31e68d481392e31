/** 智能采集, a product of 智能采集 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/collect.html',
  name: '智能采集',
  description:
    '智能采集面向媒体机构、政府部门与企业，对网站、客户端、公众号、短视频等全网信源进行自动化采集、去重与分类，构建可定制的线索库与素材库，让采编团队稳定获取一手信息，大幅减少人工检索时间。',
  placements: [product('sourcing')],
});

export const page: ProductPage = {
  text: {
    title: '智能采集_全网信源实时采集与聚合',
    keywords: '智能采集,信源采集,全网采集,线索汇聚,内容聚合,素材库',
    heading: '智能采集 · 全网信源尽在掌握',
    intro:
      '智能采集支持按站点、栏目、关键词和账号灵活配置采集任务，覆盖新闻网站、政府网站、新闻客户端、微信公众号与短视频平台等信源。采集结果自动去重、分类打标并推送至线索库，帮助编辑部、政务与企业用户持续掌握行业动态与权威信息。',
  },
  content: {
    tagline: '配置一次任务，信源动态持续入库',
    capabilities: [
      { title: '可视化任务配置', text: '在页面上点选栏目列表、标题与正文区域即可生成采集规则，无需编写爬虫脚本，新站点几分钟即可接入。', icon: 'scan-search' },
      { title: '多类型信源接入', text: '新闻网站、政府网站公开信息、新闻客户端、公众号文章与短视频账号可在同一任务中统一接入管理。', icon: 'rss' },
      { title: '正文智能抽取', text: '自动识别正文、发布时间、作者与来源，过滤导航栏和广告等页面噪声，并保留原文图片与段落版式。', icon: 'scan-text' },
      { title: '去重与分类打标', text: '基于文本指纹识别转载与重复稿件，按主题、地域、机构自动打标，入库后即可按标签组合检索。', icon: 'tags' },
      { title: '增量与定时采集', text: '按分钟、小时或自定义周期增量抓取，遇到站点改版或采集异常自动告警，保障线索持续稳定入库。', icon: 'timer' },
    ],
    scenarios: [
      { title: '媒体线索库建设', text: '地方媒体编辑部持续采集本地政府网站、部门公众号与同行媒体稿件，每天形成一份线索清单。', icon: 'database' },
      { title: '政策信息汇编', text: '政府研究室和办公室汇集上级部门与兄弟地区发布的政策文件，便于对标学习和起草参考。', icon: 'file-text' },
      { title: '行业情报跟踪', text: '企业战略与市场部门采集行业媒体、监管公告与竞品动态，定期生成供管理层阅读的情报简报。', icon: 'chart-line' },
    ],
    advantages: [
      { title: '合规采集机制', text: '严格遵守目标站点的访问规则，仅采集公开信息，控制访问频率，并完整保留每条内容的来源链接。', icon: 'shield-check' },
      { title: '与采编系统打通', text: '采集结果可一键推送至稿件库、选题库或媒资库，编辑无需复制粘贴即可在新稿件中引用素材。', icon: 'link' },
      { title: '专业运维保障', text: '专业团队维护常用信源的采集规则，站点结构变化时及时修复，减少客户自行维护的工作量。', icon: 'server-cog' },
    ],
    figures: [
      { value: '5分钟', label: '新站点接入' },
      { value: '98.6%', label: '正文抽取准确率' },
      { value: '10万+', label: '日采集稿件' },
      { value: '5类', label: '信源类型' },
    ],
    cases: [
      {
        customer: '地市报业集团 · 景湖日报',
        did: '把 300 余个本地政府网站、部门公众号与同行媒体配置为增量采集任务，每天生成线索清单。',
        result: '编辑每天查找线索的时间由约 2 小时降到 20 分钟',
      },
      {
        customer: '省级政府研究室',
        did: '汇集国家部委与 12 个兄弟省份的政策文件，按主题自动分类入库供起草对标。',
        result: '政策资料汇编由每月 1 次提速到每周 1 次，覆盖文件量增加 3 倍',
      },
    ],
    faq: [
      { q: '采集哪些内容是合规的？', a: '只采集公开发布的信息，遵守目标站点的访问规则并控制频率，每条内容保留原始链接以便核查与注明出处。' },
      { q: '站点改版后采集会中断吗？', a: '系统会检测抽取异常并告警；常用信源的规则由运维团队维护，通常在一个工作日内修复。' },
      { q: '采集的内容能直接用于发布吗？', a: '采集结果是线索和参考素材，转载需取得授权；可一键推送到稿件库或选题库，由编辑引用并改写。' },
      { q: '支持采集公众号和短视频账号吗？', a: '支持公开的公众号文章与短视频账号作品信息，与网站类信源在同一任务中统一管理。' },
    ],
    alsoSee: ['/product/media-library.html', '/product/aiDocument.html'],
  },
};

export const icon: ProductModule['icon'] = 'rss';

export const design: ProductModule['design'] = 'feed';

export const synonyms: ProductModule['synonyms'] = ['信源采集', '数据采集', '网页抓取', '爬虫'];
