/** Page text of the 整体解决方案 product pages (AI+媒体、AI+教育、AI+文旅、APP定制开发、H5定制开发、IP中国、AI一体机): their title, keywords, heading and introduction. */
import type { PageText } from './types';

export const solutionsText: Record<string, PageText> = {
  '/product/ai-media.html': {
    title: 'AI+媒体_媒体融合智能化解决方案',
    keywords: 'AI+媒体,媒体融合,融媒体中心,智慧媒体,全媒体传播,AIGC',
    heading: 'AI+媒体 · 智领媒体融合',
    intro:
      'AI+媒体解决方案以星海传媒集团自身的融媒体实践为基础，将热点发现、智能选题、AI写作、音视频生产、内容审核、多平台分发与传播分析串联为统一工作流。可为省、市、县各级融媒体中心按需定制部署，帮助编辑部降本增效并守牢内容安全底线。',
  },
  '/product/ai-education.html': {
    title: 'AI+教育_智慧教育与AI素养培养方案',
    keywords: 'AI+教育,智慧教育,AI素养,校园融媒体,实训平台,AI课程',
    heading: 'AI+教育 · 培育AI新人才',
    intro:
      'AI+教育解决方案整合传媒学院课程体系与平台AI工具，提供AI通识课程、智能备课与作业辅助、校园融媒体中心建设以及新闻传播实训平台。高校与中小学可借此开展AI素养教育，教育主管部门可统筹推进区域智慧教育建设。',
  },
  '/product/ai-culture-tourism.html': {
    title: 'AI+文旅_智慧文旅宣传与服务方案',
    keywords: 'AI+文旅,智慧文旅,AI导览,数字人代言,文旅宣传,城市品牌',
    heading: 'AI+文旅 · 讲好每一处风景',
    intro:
      'AI+文旅解决方案可批量生成目的地宣传图文、短视频与多语种导览解说，打造文旅数字人代言形象，提供智能行程规划与游客问答服务，并结合文创商城拓展消费场景。方案可帮助文旅部门和景区以更低成本持续输出优质内容、吸引八方游客。',
  },
  '/product/app-custom-development.html': {
    title: 'APP定制开发_新闻客户端与政务APP',
    keywords: 'APP定制开发,新闻客户端开发,政务APP,移动应用开发,鸿蒙应用,小程序开发',
    heading: 'APP定制开发 · 专属移动门户',
    intro:
      'APP定制开发团队拥有多年新闻客户端建设经验，支持iOS、Android与鸿蒙多端开发，可按需集成内容管理、推荐算法、直播点播、互动活动与智能客服等模块。媒体机构可打造自主可控的传播平台，政府部门和企业也能快速上线专属移动应用。',
  },
  '/product/h5-custom-development.html': {
    title: 'H5定制开发_创意互动H5设计制作',
    keywords: 'H5定制开发,创意H5,互动H5,融媒体产品,主题宣传,H5设计',
    heading: 'H5定制开发 · 创意点燃传播',
    intro:
      'H5定制开发由策划、设计、技术一体化团队提供服务，可结合三维动画、AI生成、数字人互动、小游戏等形式，定制重大主题报道、两会宣传、政策解读和品牌营销H5。从创意提案到上线运维全程跟进，兼顾传播效果与访问稳定。',
  },
  '/product/ipchina.html': {
    title: 'IP中国_文化IP孵化与授权交易',
    keywords: 'IP中国,文化IP,IP孵化,版权授权,授权交易,文创衍生',
    heading: 'IP中国 · 让文化IP焕发价值',
    intro:
      'IP中国聚焦优秀传统文化、城市文化与原创内容，提供IP策划孵化、形象设计、版权登记确权、授权交易撮合与文创衍生品开发等全链条服务。地方政府可借此打造城市文化名片，媒体机构和企业也能盘活版权资产，拓展授权收入。',
  },
  '/product/yitiji.html': {
    title: 'AI一体机_大模型私有化部署软硬一体',
    keywords: 'AI一体机,大模型一体机,私有化部署,软硬一体,本地部署,国产化算力',
    heading: 'AI一体机 · 开箱即用的大模型',
    intro:
      'AI一体机预装媒体大模型、知识库问答、智能写作、内容审核与智能校对等应用，软硬件一体交付，部署上线后即可在本地使用。支持国产化芯片与操作系统适配，数据全程在客户内网处理，适合对数据安全要求较高的政府部门、媒体机构与企业。',
  },
};
