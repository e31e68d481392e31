/** Content of the 关于我们 page (/about.html). */
import { COMPANY_NAME, DEFAULT_SITE_SETTINGS, PLATFORM_NAME } from '../site';
import type { AboutContent } from './types';

export const aboutContent: AboutContent = {
  intro: [
    `${COMPANY_NAME}是一家以新闻传播为核心业务的综合性传媒集团，旗下拥有报纸、新闻网站、新闻客户端、广播电视节目与新媒体账号矩阵，长期深耕时政、财经、民生与文化报道，形成了覆盖全国的内容生产与传播网络。`,
    '在推进媒体深度融合的过程中，集团持续投入媒体技术研发，组建了由算法工程师、产品经理与资深编辑组成的技术团队，陆续建成智能采编、内容审核、推荐分发与数据分析等系统，并在集团自身业务中长期打磨。',
    `${PLATFORM_NAME}将这些经过实战检验的能力对外开放，覆盖智能采集、生成、风控、分发、工具与生态六大产品方向，并提供版权输出、内容策划、运营支持与人才培训服务。我们希望与媒体机构、政府部门和企业客户一道，以安全可信的AI技术推动融合传播迈上新台阶。`,
  ],
  history: [
    { year: '2016', text: '集团成立媒体技术中心，启动“中央厨房”式融媒体采编平台建设。' },
    { year: '2017', text: '新闻客户端完成全面改版，上线个性化推荐与多平台分发系统，迈出内容智能分发的第一步。' },
    { year: '2018', text: '自研智能校对与内容审核系统在集团编辑部投入使用，构筑AI辅助的内容安全防线。' },
    { year: '2019', text: '推出语音合成与语音识别服务，并开始为县级融媒体中心提供技术支撑与运营服务。' },
    { year: '2021', text: '成立传媒学院，面向媒体、政务与企业学员开设融媒体采编与新媒体运营培训课程。' },
    { year: '2023', text: '发布自研媒体大模型，AI写作、智能选题与财报解读等应用陆续在集团内部上线。' },
    { year: '2024', text: `${PLATFORM_NAME}正式对外开放，以开放接口与SaaS产品服务媒体机构、政府部门与企业。` },
    { year: '2025', text: '推出AI视觉、视频与创作三大工作室，并发布AI一体机，实现大模型能力的私有化交付。' },
  ],
  values: [
    { title: '守正创新', text: '坚持正确导向和新闻专业主义，在技术创新中守牢内容安全底线，让AI服务于真实、准确的传播。', icon: 'compass' },
    { title: '安全可信', text: '把数据安全、隐私保护与算法透明放在首位，为客户提供可审计、可管控的AI服务。', icon: 'shield-check' },
    { title: '开放共赢', text: '开放集团多年积累的内容、技术与运营能力，与客户和合作伙伴共同建设智能传媒生态。', icon: 'handshake' },
    { title: '客户为本', text: '深入理解媒体、政务与企业客户的实际业务，以可落地的产品和长期的服务创造价值。', icon: 'heart-handshake' },
  ],
  contact: [
    { label: '公司地址', value: DEFAULT_SITE_SETTINGS.companyAddress },
    { label: '客服热线', value: DEFAULT_SITE_SETTINGS.servicePhone },
    { label: '商务合作邮箱', value: 'bd@example.com' },
    { label: '媒体垂询', value: 'press@example.com' },
  ],
};
