/** Content of the 政务服务 page (/gov.html), below the heading and intro of the route table. */
import type { GovContent } from './types';

export const govContent: GovContent = {
  services: [
    { title: '政务新媒体运营', text: '为机关单位提供账号定位、内容日历、图文与短视频制作、留言互动及月度运营报告等全流程服务。', icon: 'smartphone' },
    { title: '政务内容审核', text: '对拟发布内容进行导向、事实、文字与敏感信息四重把关，AI初筛与专业编辑复核相结合。', icon: 'shield-check' },
    { title: '政策解读与可视化', text: '围绕新出台的政策制作一图读懂、动画解读与数字人讲解视频，帮助群众准确理解政策。', icon: 'chart-pie' },
    { title: '政务智能问答', text: '基于政策文件和办事指南搭建政务知识库，在网站、小程序和热线中为群众提供即时解答。', icon: 'bot' },
    { title: '舆情监测研判', text: '全天候监测与本地区、本部门相关的网络信息，发现苗头性问题及时预警，并提供研判报告。', icon: 'radar' },
    { title: '政务数据大屏', text: '将经济运行、民生服务、城市治理等数据可视化呈现，服务领导决策、会议汇报与展厅展示。', icon: 'layout-dashboard' },
  ],
  process: [
    { step: '需求调研', text: '深入了解单位的宣传任务、账号现状与安全保密要求，明确服务范围和考核目标。' },
    { step: '方案定制', text: '结合调研结果制定运营、审核或技术方案，明确人员配置、工作流程与交付节奏。' },
    { step: '部署实施', text: '完成账号接入、知识库建设或系统部署，组织工作人员培训后正式投入使用。' },
    { step: '持续运营', text: '按月提交运营与数据报告，定期复盘优化内容策略，重要节点提供专项保障。' },
  ],
  cases: [
    { title: '区级政务号焕新', text: '为东岚区政务公众号重新梳理栏目定位，新增政策图解与民生服务栏目，留言互动明显活跃。', icon: 'refresh-cw' },
    { title: '人才政策一图读懂', text: '为北湖市新出台的人才政策制作图解与短视频解读，让申报条件和办理流程一目了然。', icon: 'image' },
    { title: '县级热线智能助手', text: '为西陵县政务服务热线搭建智能问答知识库，群众的常见问题可在线即时获得答复。', icon: 'headset' },
  ],
};
