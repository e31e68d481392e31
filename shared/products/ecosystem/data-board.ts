/** 数据大屏, a product of 智能生态 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/data-board.html',
  name: '数据大屏',
  description:
    '数据大屏为媒体机构、政府部门与企业提供传播效果、舆情态势与业务运营数据的可视化展示，支持多源数据接入与实时刷新，适用于融媒体指挥中心、政务展厅与企业运营中心，帮助管理者一屏掌握全局。',
  placements: [product('ecosystem')],
});

export const page: ProductPage = {
  text: {
    title: '数据大屏_传播数据可视化指挥中心',
    keywords: '数据大屏,数据可视化,融媒体指挥中心,传播效果分析,实时监控,运营看板',
    heading: '数据大屏 · 全局态势一屏尽览',
    intro:
      '数据大屏可接入稿件生产、渠道传播、舆情监测与业务运营等多源数据，提供地图、趋势图、排行榜等丰富组件与多套行业模板，支持拖拽式配置和实时刷新。适用于融媒体中心指挥调度、政务数据展示以及企业经营监控等场景。',
  },
  content: {
    tagline: '多源数据实时汇聚，态势变化一目了然',
    capabilities: [
      { title: '多源数据接入', text: '可对接数据库、API接口、Excel文件，以及平台内采编、分发、舆情等产品产生的数据。', icon: 'database' },
      { title: '丰富可视化组件', text: '提供地图热力、飞线、趋势图、词云、排行榜、数字翻牌器等组件，满足各类展示需求。', icon: 'chart-pie' },
      { title: '拖拽式搭建', text: '在画布中拖拽组件、绑定数据源并调整样式，不写一行代码也能完成一块大屏的设计。', icon: 'layout-template' },
      { title: '实时刷新告警', text: '数据按秒级或分钟级自动刷新，关键指标超出预设阈值时高亮提示，并同步推送告警消息。', icon: 'bell' },
      { title: '多屏尺寸适配', text: '适配拼接屏、LED屏与普通显示器，支持自定义分辨率和多页面定时自动轮播。', icon: 'monitor' },
    ],
    scenarios: [
      { title: '融媒体指挥调度', text: '媒体机构在指挥中心实时展示稿件生产进度、各渠道传播数据与全网热点态势。', icon: 'radar' },
      { title: '政务数据展示', text: '政府部门在展厅和会议室展示经济运行、民生服务与城市治理等方面的关键数据。', icon: 'landmark' },
      { title: '企业运营监控', text: '企业运营中心集中展示销售、用户增长与品牌声量，管理层可随时掌握经营状况。', icon: 'gauge' },
    ],
    advantages: [
      { title: '行业模板即用', text: '预置融媒体、政务、文旅、零售等行业模板，替换成自己的数据源后即可快速上线。', icon: 'layout-dashboard' },
      { title: '数据安全可控', text: '支持私有化部署和内网运行，数据源账号加密保存，并可按角色控制大屏的访问权限。', icon: 'lock' },
      { title: '专业视觉设计', text: '由专业设计团队打造视觉风格，兼顾美观与信息密度，适合汇报演示和对外展示。', icon: 'palette' },
    ],
    figures: [
      { value: '100+', label: '可视化组件' },
      { value: '30+', label: '行业模板' },
      { value: '1秒', label: '数据刷新' },
      { value: '8K', label: '大屏分辨率' },
    ],
    cases: [
      {
        customer: '地市融媒体中心',
        did: '搭建融媒体指挥大屏，汇集热点、稿件生产和各平台传播数据。',
        result: '重大报道的调度响应时间由平均 30 分钟缩短到 15 分钟',
      },
      { customer: '区政务服务中心', did: '办件量、排队人数与满意度实时上屏，异常时自动告警。', result: '窗口平均等候时间下降 25%' },
    ],
    faq: [
      { q: '需要写代码吗？', a: '不需要。拖拽组件、绑定数据源即可搭建，复杂需求也可由我们的设计团队定制。' },
      { q: '能接哪些数据？', a: '支持 MySQL、PostgreSQL 等数据库、Excel、API 接口以及平台内各产品的数据。' },
      { q: '可以在内网环境使用吗？', a: '支持本地部署，数据只在内网流转。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'layout-dashboard';

export const design: ProductModule['design'] = 'dashboard';

export const synonyms: ProductModule['synonyms'] = ['大屏', '数据可视化', '驾驶舱'];
