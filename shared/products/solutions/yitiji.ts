/** AI一体机, a product of 整体解决方案 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/yitiji.html',
  name: 'AI一体机',
  description:
    'AI一体机将媒体大模型、智能应用与算力硬件预装集成，为媒体机构、政府部门与企业提供开箱即用的私有化部署方案，数据不出本地、安全合规可控，满足内网环境与高安全等级场景下的AI应用需求。',
  placements: [product('solutions')],
});

export const page: ProductPage = {
  text: {
    title: 'AI一体机_大模型私有化部署软硬一体',
    keywords: 'AI一体机,大模型一体机,私有化部署,软硬一体,本地部署,国产化算力',
    heading: 'AI一体机 · 开箱即用的大模型',
    intro:
      'AI一体机预装媒体大模型、知识库问答、智能写作、内容审核与智能校对等应用，软硬件一体交付，部署上线后即可在本地使用。支持国产化芯片与操作系统适配，数据全程在客户内网处理，适合对数据安全要求较高的政府部门、媒体机构与企业。',
  },
  content: {
    tagline: '软硬一体交付，大模型能力本地即用',
    capabilities: [
      { title: '预装媒体大模型', text: '内置经媒体语料训练的大模型，以及写作、校对、审核、问答等常用智能应用。', icon: 'cpu' },
      { title: '本地知识库', text: '可导入单位内部文件、规章制度与历史稿件构建本地知识库，回答内容基于内部资料。', icon: 'database' },
      { title: '信创环境适配', text: '支持国产芯片、操作系统与数据库，满足信创环境下的部署与政府采购要求。', icon: 'server-cog' },
      { title: '统一管理后台', text: '提供用户、权限、应用与算力监控的统一管理界面，管理员可查看使用情况与操作日志。', icon: 'layout-dashboard' },
      { title: '离线升级更新', text: '定期提供模型与应用升级包，可在离线环境中导入更新，持续获得新的能力。', icon: 'refresh-cw' },
    ],
    scenarios: [
      { title: '机关内网办公', text: '政府机关在内网部署一体机，用于公文写作、材料校对与政策问答，数据不出内网。', icon: 'landmark' },
      { title: '媒体安全生产', text: '媒体机构在编辑部本地部署一体机，在保证稿件安全的前提下使用AI辅助内容生产。', icon: 'newspaper' },
      { title: '企业知识中枢', text: '金融、能源等对数据敏感的企业，利用一体机构建内部知识问答与文档写作助手。', icon: 'building-2' },
    ],
    advantages: [
      { title: '到场即可使用', text: '设备到场通电后即可完成初始化，客户无需自行搭建模型环境或组建专门的运维团队。', icon: 'rocket' },
      { title: '数据自主可控', text: '推理计算全部在本地完成，不依赖外部网络，满足高安全等级场景的合规要求。', icon: 'lock' },
      { title: '多种规格可选', text: '根据用户规模和并发需求提供多种算力规格，后续可平滑扩容或组建集群。', icon: 'layers' },
    ],
    figures: [
      { value: '1天', label: '到场部署' },
      { value: '100%', label: '数据本地处理' },
      { value: '3种', label: '规格可选' },
      { value: '200并发', label: '旗舰版在线会话' },
    ],
    cases: [
      { customer: '省直机关', did: '内网部署AI一体机，用于公文写作、文件问答与会议纪要。', result: '200 名工作人员同时使用，公文起草效率提升 50%' },
      { customer: '省级广电', did: '部署在安全生产网内，支持稿件校对与音视频转写。', result: '核心素材零外传，转写与校对效率提升 3 倍' },
    ],
    faq: [
      { q: '需要联网吗？', a: '不需要。模型与知识库全部在本地运行，可在完全断网的内网使用。' },
      { q: '支持国产化环境吗？', a: '提供国产 CPU、GPU 与操作系统的信创规格，已完成主流信创产品适配。' },
      { q: '模型怎么升级？', a: '通过离线升级包更新模型与应用，升级前可在测试环境验证。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'server';

export const design: ProductModule['design'] = 'appliance';

export const synonyms: ProductModule['synonyms'] = ['私有化部署', '本地部署', '大模型一体机'];
