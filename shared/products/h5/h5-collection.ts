/** H5征集, a product of 智能H5 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/h5-collection.html',
  name: 'H5征集',
  description:
    'H5征集帮助媒体机构、政府部门与企业快速发起图文、视频、摄影等作品征集与新闻线索征集活动，无需开发即可在线配置页面，提交内容集中审核管理，有效激发用户参与热情，沉淀优质UGC内容。',
  placements: [product('h5')],
});

export const page: ProductPage = {
  text: {
    title: 'H5征集_线上作品与线索征集活动',
    keywords: 'H5征集,作品征集,线索征集,UGC活动,征文活动,互动H5',
    heading: 'H5征集 · 汇聚大众创作力量',
    intro:
      'H5征集提供作品征集、征文比赛、新闻爆料与意见征集等多种活动模板，支持文字、图片、音频、视频等多种提交形式，内置AI内容审核与分类管理。编辑部可据此收集读者线索与作品，政府部门可开展民意征集，企业也能组织品牌创意大赛。',
  },
  content: {
    tagline: '零代码发起征集，让好作品主动汇聚',
    capabilities: [
      { title: '自定义征集表单', text: '自由设置报名字段与作品要求，参与者可在线上传稿件、照片、录音、视频及各类附件。', icon: 'clipboard-list' },
      { title: '活动模板搭建', text: '提供摄影大赛、主题征文、爆料通道、金点子征集等模板，替换图文即可快速上线。', icon: 'layout-template' },
      { title: 'AI预审分类', text: '提交内容先由AI过滤违规信息并自动归类，编辑只需复核，大幅减少人工初筛工作量。', icon: 'bot' },
      { title: '评审与展示', text: '支持专家打分、分组评审和优秀作品在线展示，并能与投票活动无缝衔接。', icon: 'trophy' },
      { title: '批量导出归档', text: '报名信息与作品文件可一键批量导出，方便后续归档、评奖和内容的二次使用。', icon: 'archive' },
    ],
    scenarios: [
      { title: '读者线索征集', text: '媒体编辑部长期开设新闻线索征集入口，读者可随时提交现场图片与视频素材。', icon: 'newspaper' },
      { title: '民意建议征集', text: '政府部门围绕城市规划、民生实事项目向群众征集意见建议，拓宽民意表达渠道。', icon: 'landmark' },
      { title: '品牌创意大赛', text: '企业举办广告语、短视频创意或产品设计征集活动，激发用户参与共创的热情。', icon: 'palette' },
    ],
    advantages: [
      { title: '作品授权约定', text: '用户提交时须确认授权协议，明确作品的使用范围，为后续传播使用提供依据。', icon: 'copyright' },
      { title: '高峰稳定承载', text: '活动页面采用云端弹性架构，截止日期前集中提交时也能保持稳定、流畅访问。', icon: 'server' },
      { title: '个人信息保护', text: '联系方式等个人信息加密存储、脱敏展示，只有获得授权的人员才能查看完整信息。', icon: 'lock' },
    ],
    figures: [
      { value: '10分钟', label: '发起一场征集' },
      { value: '20+', label: '活动模板' },
      { value: '10万+', label: '单场作品承载' },
      { value: '90%', label: 'AI预审分类准确率' },
    ],
    cases: [
      { customer: '晚报新闻客户端', did: '开设常年读者报料征集，AI预审后按线索类型转给对应部门。', result: '每月有效报料由 300 条增至 1100 条' },
      { customer: '市住建局', did: '城市更新征集市民建议，按片区与问题类型自动分类。', result: '两周收到建议 8600 条，整理汇总只用了 2 天' },
    ],
    faq: [
      { q: '征集的作品版权怎么约定？', a: '活动页可设置授权条款，投稿人勾选同意后才能提交，授权记录可导出留存。' },
      { q: '能上传哪些类型的作品？', a: '图文、音视频与附件都能投稿，单个文件最大 2GB。' },
      { q: '投稿人的个人信息安全吗？', a: '个人信息加密存储，仅管理员可查看，活动结束后可按设定期限删除。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'clipboard-list';

export const design: ProductModule['design'] = 'phoneForm';

export const synonyms: ProductModule['synonyms'] = [];
