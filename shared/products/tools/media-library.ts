/** 媒资库, a product of 智能工具 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/media-library.html',
  name: '媒资库',
  description:
    '媒资库为媒体机构、政府部门与企业提供文字、图片、音频与视频素材的统一存储、智能标注与快速检索服务，支持多人协作与权限管理，帮助团队盘活历史内容资产，减少素材重复采购与反复制作。',
  placements: [product('tools')],
});

export const page: ProductPage = {
  text: {
    title: '媒资库_融媒体素材统一管理',
    keywords: '媒资库,媒资管理,素材管理,智能标签,以图搜图,内容资产',
    heading: '媒资库 · 盘活每一份内容资产',
    intro:
      '媒资库集中管理稿件、图片、音频与视频等各类素材，借助AI自动完成人物识别、场景识别、语音转写与标签提取，支持关键词、以图搜图与片段级检索。编辑部可快速调取历史素材，政务与企业用户也能建立规范的数字档案，并按角色设置访问与下载权限。',
  },
  content: {
    tagline: '海量素材统一归档，随时检索随取随用',
    capabilities: [
      { title: '全类型素材入库', text: '稿件、图片、音频、视频及工程文件均可批量上传，自动提取分辨率、时长、拍摄时间等元数据。', icon: 'hard-drive' },
      { title: 'AI智能标注', text: '自动识别画面中的人物、场景、物体与文字，并对音视频进行语音转写，生成可供检索的标签。', icon: 'tags' },
      { title: '多维度检索', text: '支持关键词、标签组合、以图搜图和以文搜视频片段，快速定位某段画面所在的具体时间点。', icon: 'search' },
      { title: '在线预览剪切', text: '无需下载即可在线预览高清素材，可截取视频片段、导出关键帧，并直接引用到新的稿件中。', icon: 'film' },
      { title: '权限与版权管理', text: '按部门、角色设置查看、下载和编辑权限，记录素材的版权信息与使用期限，到期前自动提醒。', icon: 'lock' },
    ],
    scenarios: [
      { title: '突发报道调取资料', text: '媒体编辑部在突发报道中迅速调取历史影像和资料图片，几分钟内备齐所需的背景素材。', icon: 'zap' },
      { title: '政务影像档案', text: '政府宣传部门把重要会议、活动与城市建设影像集中归档，形成规范、可查询的数字影像档案。', icon: 'landmark' },
      { title: '企业品牌素材库', text: '企业市场部统一管理产品图片、宣传视频和品牌标识，确保各地团队使用最新版本的规范素材。', icon: 'briefcase' },
    ],
    advantages: [
      { title: '激活存量资产', text: '为存量素材批量补充AI标签，让沉睡多年的老照片和旧节目重新能够被检索和使用。', icon: 'archive' },
      { title: '弹性存储扩容', text: '支持公有云、私有云与本地存储混合部署，冷热数据分层存放，兼顾存储成本与调取速度。', icon: 'cloud' },
      { title: '与生产工具联动', text: '与AI创作、视频剪辑和多平台分发打通，素材引用与成品回存在同一平台内在线完成。', icon: 'workflow' },
    ],
    figures: [
      { value: 'PB级', label: '存储容量可扩展' },
      { value: '1秒', label: '亿级素材检索' },
      { value: '95%', label: '人脸与场景标注准确率' },
      { value: '100+', label: '支持文件格式' },
    ],
    cases: [
      {
        customer: '省级广电集团',
        did: '把 20 年的磁带与硬盘资料数字化入库，由AI补全人物、地点和事件标签。',
        result: '突发报道调取历史画面由半天缩短到 3 分钟',
      },
      { customer: '市档案馆', did: '政务影像档案集中入库，按会议、人物与年份多维检索。', result: '档案查询响应时间缩短 80%，实现全馆在线借阅' },
    ],
    faq: [
      { q: '旧素材没有标签也能检索吗？', a: '可以。入库时AI自动识别画面中的人物、场景、文字和语音内容并打标签，存量素材可批量补标。' },
      { q: '支持私有化部署吗？', a: '支持公有云、专属云和本地部署，存储可对接客户已有的 NAS 或对象存储。' },
      { q: '如何防止素材被随意下载外传？', a: '按部门和角色设置预览、下载、外发权限，下载自动加水印并记录日志。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'folder-open';

export const design: ProductModule['design'] = 'assets';

export const synonyms: ProductModule['synonyms'] = ['素材库', '媒体资产管理', '资源库', 'DAM'];
