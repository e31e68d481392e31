/**
 * Sample strings the previews show, per page: what a newsroom would see in the product on
 * an ordinary day. Fictional, like every name in the content data. A page without an entry
 * draws from its own content only.
 */
import type { Sample } from './context';

export const samples: Readonly<Record<string, Sample>> = {
  '/': { title: '工作台', items: ['AI写作', '智能选题', '内容审核', '多平台分发', '语音合成', '数据大屏'] },
  '/aiStudio/AI-Vision-Studio.html': { sentence: '寒潮来袭，城市街头市民添衣出行，新闻插画风格', labels: ['新闻插画', '写实摄影', '国风', '扁平'] },
  '/aiStudio/AI-Video-Studio.html': {
    title: '早间快讯 · 数字人播报',
    labels: ['画面', '字幕', '配音', '音乐'],
    sentence: '今日早间快讯：全市地铁新线开通试运营',
  },
  '/aiStudio/AI-Work-Studio.html': {
    title: '我市新增三条地铁线路开通运营',
    items: ['市民出行更便捷，通勤时间平均缩短15分钟', '三线齐开，织密城市轨道交通网'],
    labels: ['润色', '续写', '生成标题', '提炼摘要'],
  },
  '/gov.html': { title: '政务服务平台', items: ['人才政策一图读懂', '防汛应急避险指南', '社保卡线上办理流程'], sentence: '新出台的人才政策怎么申报？' },
  '/college.html': { title: '传媒学院 · 在线课堂', sentence: 'AI写作提示词实战' },
  '/about.html': { title: '星海传媒集团' },
  '/docCenter.html': { title: '语音合成 API', labels: ['快速开始', '鉴权说明', '接口列表', 'SDK下载', '错误码'] },

  '/product/topSearch.html': {
    title: '实时热榜',
    items: ['寒潮来袭多地气温骤降', '新能源汽车下乡活动启动', '高校毕业生就业服务月开启', '老旧小区改造进度过半', '春运返程客流迎来高峰', '全民健身活动周开幕'],
    labels: ['全网', '微博', '抖音', '头条', '百度'],
    sentence: '热度趋势',
  },
  '/product/collect.html': {
    items: [
      '省农业农村厅发布春耕备耕工作通知',
      '某市召开优化营商环境新闻发布会',
      '多地文旅部门推出春季赏花线路',
      '区人社局公布高校毕业生见习岗位',
      '新一批老字号品牌名单公示',
    ],
    labels: ['政府网站', '新闻客户端', '公众号', '短视频', '微博'],
    sentence: '关键词：春耕 营商环境 文旅',
  },
  '/product/topic.html': {
    variant: 'topics',
    title: '今日推荐选题',
    items: [
      '一线探访：春耕备耕进行时',
      '数说十年：城市轨道交通变迁',
      '老旧小区改造后的新生活',
      '返乡青年的创业故事',
      '非遗传承人的新年味',
      '数字消费新场景观察',
    ],
    labels: ['推荐', '重大主题', '民生', '经济', '文化'],
    sentence: '关注度趋势',
  },
  '/product/powerpoint.html': {
    title: '2025年度宣传工作汇报',
    sentence: '帮我做一份年度宣传工作汇报，突出数据成效',
    items: ['工作概述', '重点成效', '数据分析', '经验做法', '下步计划'],
  },
  '/product/backgroundmusic.html': {
    title: '城市宣传片 · 60秒',
    items: ['晨光中的城市', '奔跑吧追梦人', '江南烟雨', '科技新视界', '温暖的家'],
    labels: ['激昂', '温情', '舒缓', '科技', '温暖'],
  },
  '/product/aifinreport.html': { title: '星河科技 2025年三季报解读', labels: ['营业收入', '归母净利润', '毛利率'] },
  '/product/multiPlatform.html': {
    title: '全市春季招聘会下周开幕，3000余个岗位等你来',
    labels: ['新闻客户端', '门户网站', '微信公众号', '微博', '短视频', '头条号'],
  },
  '/product/algorithm.html': {
    items: ['一季度本地经济运行数据发布', '人工智能大会今日开幕', '地铁新线开通首日客流', '城市马拉松报名启动'],
    labels: ['智能推荐', '用户画像', '精准推送'],
  },
  '/product/media-library.html': { sentence: '城市夜景 航拍', labels: ['城市', '夜景', '航拍', '车流', '地标'] },
  '/product/TTS.html': {
    sentence: '今天白天到夜间，本市大部分地区多云转小雨，气温8到15摄氏度，请市民注意添衣保暖。',
    labels: ['新闻播报', '亲切女声', '纪录片旁白', '童声讲故事'],
  },
  '/product/ASR.html': {
    items: [
      '今天我们来谈一谈社区养老服务的新变化。',
      '去年街道新建了三处日间照料中心，',
      '老人们吃饭、理疗都可以在家门口解决。',
      '下一步我们会引入更多专业的服务机构，',
      '让“一刻钟养老服务圈”覆盖所有小区',
    ],
  },
  '/product/aiDocument.html': { title: '关于做好春季安全生产工作的通知' },
  '/product/aiCustomerService.html': {
    more: ['社会保障卡补办指南', '“我的城市”APP操作说明', '社保服务网点地址', '证件照片规格要求'],
    items: ['社保卡丢了怎么补办？', '您好，社保卡补办可线上或线下办理：', '线上办理需要多长时间？'],
    labels: ['登录“我的城市”APP，进入社保服务', '选择“社保卡挂失补办”并上传照片', '审核通过后约7个工作日寄送到家'],
  },
  '/product/in-car-app.html': { title: '早间新闻播报', items: ['要闻', '财经', '交通', '天气', '音乐'], sentence: '前方2公里 · 城市大道 畅通' },
  '/product/crossword.html': { title: '第128期 · 时政专题' },
  '/product/data-board.html': { title: '融媒体传播指挥大屏' },
  '/product/paid-content.html': { title: '深度调查：一座老工业城市的转型十年', items: ['深度报道', '行业研究', '会员专享'] },
  '/product/online-mall.html': { title: '星海文创商城', items: ['城市文创笔记本', '非遗茶礼盒', '老街明信片', '助农有机大米', '纪念帆布包', '手作陶瓷杯'] },
  '/product/ad.html': { title: '春季品牌推广计划', items: ['开屏广告 · 客户端', '信息流 · 要闻频道', '公益广告 · 首页通栏'] },
  '/product/h5-collection.html': { variant: 'collection', title: '“我家门口的新变化”随手拍征集', items: ['作品标题', '作品描述', '上传图片或视频'] },
  '/product/h5-survey.html': {
    variant: 'survey',
    title: '2025年市民满意度调查',
    items: ['您对社区公共服务是否满意？', '非常满意', '比较满意', '一般', '不满意'],
  },
  '/product/h5-vote.html': { title: '年度“最美城市守护者”评选', items: ['王建国 · 交通辅警', '李晓梅 · 社区医生', '陈立 · 环卫工人', '赵雨 · 志愿者'] },
  '/product/h5-helper.html': { title: '春日踏青好礼 · 邀好友助力', items: ['小雨', '阿杰', '晓晓', '老张', '米粒'] },
  '/product/h5-lottery.html': { title: '新春读者回馈大抽奖', items: ['一等奖', '二等奖', '三等奖', '谢谢参与', '文创礼包', '会员月卡'] },
  '/product/ai-media.html': { title: '全媒体智能生产平台' },
  '/product/ai-education.html': { title: '智慧校园融媒体平台' },
  '/product/ai-culture-tourism.html': { title: '智慧文旅服务平台' },
  '/product/app-custom-development.html': { variant: 'app', title: '城市新闻客户端', items: ['轮播图', '新闻列表', '视频', '服务入口', '直播', '表单'] },
  '/product/h5-custom-development.html': { variant: 'h5', title: '两会特别策划 H5', items: ['长图', '数据动画', '答题', '海报', '视频', '投票'] },
  '/product/ipchina.html': { items: ['城市IP · 星仔', '非遗IP · 青瓷娃', '文旅IP · 山山', '节气IP · 春芽'] },
  '/product/yitiji.html': { items: ['媒体大模型', 'AI写作', '智能审核', '语音服务', '本地知识库'] },
};
