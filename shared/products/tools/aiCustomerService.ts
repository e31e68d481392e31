/** AI智能客服, a product of 智能工具 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/aiCustomerService.html',
  name: 'AI智能客服',
  description:
    'AI智能客服基于大模型与企业知识库，为媒体机构、政府部门与企业提供全天候在线咨询服务，可准确理解用户意图、通过多轮对话解答问题，并在必要时无缝转接人工，有效降低客服成本，提升服务满意度。',
  placements: [product('tools')],
});

export const page: ProductPage = {
  text: {
    title: 'AI智能客服_大模型驱动的在线客服',
    keywords: 'AI智能客服,智能客服,在线客服,知识库问答,政务咨询,大模型客服',
    heading: 'AI智能客服 · 全天候贴心应答',
    intro:
      'AI智能客服只需导入产品资料、政策文件或常见问题，即可快速构建专属知识库，支持多轮对话、意图识别、推荐问题与一键转人工，可嵌入网站、客户端、公众号与小程序。媒体机构可用于读者服务，政府部门可用于政策咨询，企业可用于售前售后答疑。',
  },
  content: {
    tagline: '懂业务的AI客服，全天在线随问随答',
    capabilities: [
      { title: '知识库快速构建', text: '上传文档、网页链接或问答对即可生成知识库，系统自动切分段落并建立语义向量索引。', icon: 'database' },
      { title: '多轮对话理解', text: '结合上下文理解追问和指代，识别用户的真实意图，并主动引导用户补充必要的办理信息。', icon: 'messages-square' },
      { title: '人机协同转接', text: '遇到复杂问题或用户提出要求时一键转接人工坐席，完整对话记录同步推送给客服人员。', icon: 'headset' },
      { title: '多渠道统一接入', text: '提供网页插件、API与SDK，门户网站、移动应用、微信生态与热线语音渠道可共用同一套知识库。', icon: 'network' },
      { title: '服务运营分析', text: '统计高频问题、未解决问题和满意度评价，帮助运营人员有针对性地补充和完善知识。', icon: 'chart-column' },
    ],
    scenarios: [
      { title: '媒体读者服务', text: '媒体机构为订阅续费、投稿爆料和活动报名等常见问题提供全天候的自助答疑服务。', icon: 'newspaper' },
      { title: '政务热线分流', text: '政务服务平台在线解答办事材料、办理流程和申请条件等问题，缓解热线高峰时段的压力。', icon: 'landmark' },
      { title: '企业售前售后', text: '企业用于产品咨询、订单查询与售后政策解答，夜间和节假日同样能够及时响应客户。', icon: 'shopping-bag' },
    ],
    advantages: [
      { title: '回答口径可控', text: '回答以知识库内容为准，可为敏感问题设置标准答复口径，避免机器人随意发挥。', icon: 'shield-check' },
      { title: '上线周期短', text: '无需标注大量训练数据，导入资料后即可完成配置与测试，短时间内正式上线服务。', icon: 'rocket' },
      { title: '持续自我优化', text: '根据未命中问题和人工坐席的回答自动生成知识补充建议，经审核后即可更新到知识库。', icon: 'refresh-cw' },
    ],
    figures: [
      { value: '85%', label: '常见问题自助解决率' },
      { value: '3天', label: '知识库上线' },
      { value: '7×24', label: '全天在线' },
      { value: '5+', label: '接入渠道' },
    ],
    cases: [
      {
        customer: '市政务服务管理局',
        did: '导入 1200 份办事指南后在网站和小程序上线智能问答，复杂问题转人工坐席。',
        result: '热线人工接听量下降 35%，夜间咨询全部得到答复',
      },
      { customer: '新闻客户端', did: '读者订阅、报料与投诉咨询由AI客服先行受理并分类转办。', result: '读者服务响应时间由 4 小时缩短到 1 分钟' },
    ],
    faq: [
      { q: '需要准备哪些资料？', a: '现有的 FAQ、办事指南、产品手册或网页链接即可，系统自动拆分整理成知识库。' },
      { q: '回答错了怎么办？', a: '可设置敏感问题只按标准答案回复，未命中时转人工；错误回答可在后台一键纠正。' },
      { q: '能接入微信和网站吗？', a: '支持网站、微信公众号、小程序、APP 与热线语音等渠道，统一后台管理。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'bot';

export const design: ProductModule['design'] = 'chat';

export const synonyms: ProductModule['synonyms'] = ['客服机器人', '在线客服', '智能问答', 'chatbot'];
