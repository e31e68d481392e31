/**
 * The names buyers use for a product that its page does not (配音 for 语音合成, BGM for AI配乐):
 * site search indexes them with the page's title (server/search/pageDocuments.ts), so a
 * visitor who types one finds the product. Keyed by the route table's path; a path that is
 * not a page of the table fails the search tests.
 */
export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  '/product/TTS.html': ['文字转语音', '文本转语音', '配音', '朗读', '语音播报', 'text to speech'],
  '/product/ASR.html': ['语音转文字', '语音转写', '录音转文字', '听写', '字幕识别', 'speech to text'],
  '/product/powerpoint.html': ['幻灯片', '演示文稿', '做PPT', 'slides'],
  '/product/backgroundmusic.html': ['背景音乐', 'BGM', '作曲', '音乐生成'],
  '/product/aifinreport.html': ['财报分析', '年报解读', '上市公司公告'],
  '/product/topSearch.html': ['热榜', '热点追踪', '热搜榜'],
  '/product/collect.html': ['信源采集', '数据采集', '网页抓取', '爬虫'],
  '/product/topic.html': ['选题策划', '报道策划'],
  '/product/multiPlatform.html': ['一键分发', '多渠道发布', '同步发布', '矩阵号'],
  '/product/algorithm.html': ['个性化推荐', '用户画像', '消息推送'],
  '/product/media-library.html': ['素材库', '媒体资产管理', '资源库', 'DAM'],
  '/product/aiDocument.html': ['智能校对', '公文写作', '错别字检查', '文档问答'],
  '/product/aiCustomerService.html': ['客服机器人', '在线客服', '智能问答', 'chatbot'],
  '/product/in-car-app.html': ['车机', '车载收听'],
  '/product/crossword.html': ['填字游戏', '新闻游戏'],
  '/product/data-board.html': ['大屏', '数据可视化', '驾驶舱'],
  '/product/paid-content.html': ['知识付费', '会员订阅', '付费阅读'],
  '/product/online-mall.html': ['电商', '网上商城', '文创商城'],
  '/product/ad.html': ['广告', '精准营销', '广告系统'],
  '/product/h5-survey.html': ['问卷调查', '在线问卷'],
  '/product/h5-vote.html': ['在线投票', '评选'],
  '/product/h5-lottery.html': ['抽奖', '大转盘'],
  '/product/yitiji.html': ['私有化部署', '本地部署', '大模型一体机'],
  '/product/app-custom-development.html': ['APP开发', '客户端开发', '移动应用开发'],
  '/product/ipchina.html': ['文化IP', 'IP孵化'],
  '/product/ai-culture-tourism.html': ['智慧文旅', '文化旅游'],
  '/aiStudio/AI-Video-Studio.html': ['数字人', '虚拟主播', '文生视频', '短视频生成'],
  '/aiStudio/AI-Vision-Studio.html': ['文生图', 'AI绘画', 'AI配图', '海报生成'],
  '/aiStudio/AI-Work-Studio.html': ['AI写作', '智能写作', '写稿', '稿件润色'],
};
