/**
 * 《隐私政策》 as data: what this site itself collects, why, for how long and who else gets
 * it. The page renders these sections (client/pages/AgreementPage.tsx) and the server hashes
 * the same object at start (server/compliance/policyVersion.ts): the hash is the policy
 * version every consent record cites, so a change of a single character here is a new
 * version. tests/unit/shared/policies/privacy.test.ts holds the names and figures below to the
 * code that sets them (storage keys, cookies, limits): edit both together.
 */
import { DATA_RECIPIENT, WITHDRAWAL_DAYS } from '../consent';

export interface PolicyTable {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Listed after the paragraphs. */
  items?: readonly string[];
  table?: PolicyTable;
}

export interface Policy {
  /** The date the text last changed, shown at its top. */
  updated: string;
  sections: readonly PolicySection[];
}

export const PRIVACY_POLICY: Policy = {
  updated: '2026年11月28日',
  sections: [
    {
      id: 'controller',
      title: '一、谁在处理您的信息',
      paragraphs: [
        `本网站（智媒开放平台）由${DATA_RECIPIENT}运营。${DATA_RECIPIENT}是您在本网站提交的个人信息的处理者。本政策只说明本网站自身收集的信息；您登录控制台后使用的各项产品另有其服务协议约定。`,
      ],
    },
    {
      id: 'leads',
      title: '二、合作咨询表单',
      paragraphs: [
        '您提交合作咨询时，我们收集手机号码、姓名、企业名称和您选填的使用场景，仅用于答复本次咨询。',
        '提交时我们同时保存一份同意记录：提交时间、您当时看到的本政策版本（本页文本的摘要值）、表单版本、每个勾选项的状态，以及截短的IP地址（IPv4只保留前24位，IPv6只保留前48位，无法定位到个人）。同意记录与咨询信息一同交给我们的业务系统保存。',
        '“提供给区域合作伙伴”和“电话或短信回访”是两项独立的选择，默认不勾选；不勾选不影响我们答复您的咨询。',
        '本网站服务器上的发送队列只在信息送达业务系统前保存它：送达后即覆盖删除，只留编号和时间；业务系统暂时无法接收时，最长保留7天（默认设置），仍未送达的转由人工处理。业务系统中的咨询信息与同意记录在咨询处理完毕后保存不超过2年。',
        `提交成功后，页面会给出“撤回同意并删除”链接，${WITHDRAWAL_DAYS}天内有效、只能使用一次，无需登录。使用后，我们删除发送队列中尚未送出的副本，并要求业务系统删除该条咨询。链接以摘要形式保存，过期后即失效。`,
      ],
    },
    {
      id: 'analytics',
      title: '三、访问统计',
      paragraphs: [
        '为了解页面是否好用，每次页面浏览时，浏览器会向本网站的 /log 发送一条统计记录，由本网站转交日志服务，不携带Cookie，也不转交您的IP地址。',
        '设备标识：首次访问时在浏览器的本地存储（localStorage，键名 zhimei_device_id）生成一个随机编号，此后的统计记录都带上它，直到您清除浏览器数据。它不含任何关于您的信息。',
      ],
      items: [
        '页面：网址、路径、标题、来源页面（referrer）、页面类型；',
        '设备与浏览器：设备类型、屏幕宽高与像素比、网络类型（如4g）、时区、浏览器语言、浏览器标识（User-Agent）；',
        '身份：上述设备标识；已登录时为本地存储中的用户编号（键名 zhimei_user_id）和机构名称；',
        '反馈：您对智能客服回答点“有帮助/没帮助”时记录所点的选项和该回答在对话中的序号（不含问答内容）；您对文档点“没帮助”时可选填的意见。',
      ],
    },
    {
      id: 'chat',
      title: '四、智能客服对话',
      paragraphs: [
        '您向智能客服提出的问题由本网站转交AI服务生成回答。对话内容只保存在您当前标签页的会话存储（sessionStorage，键名 zm-chat:v1）中，最多保留最近50条、不超过100KB，关闭标签页即清除；本网站服务器不保存对话内容。',
        '每条回答带有一个内容编号，用于标识AI生成内容和处理投诉；服务器记录编号、所用模型和时间，不记录问题和回答的文字。',
      ],
    },
    {
      id: 'cookies',
      title: '五、Cookie',
      paragraphs: ['本网站不使用广告或跨站跟踪Cookie。以下是本网站及其代理的服务可能设置的全部Cookie：'],
      table: {
        caption: '本网站使用的Cookie',
        head: ['名称', '用途', '有效期', '设置方'],
        rows: [
          ['open_user_logined', '是否已登录控制台（1为已登录），用于显示“进入控制台”', '浏览器会话', '控制台登录服务，及本网站页面脚本'],
          ['tenantName', '已登录机构的名称，显示在页头', '浏览器会话', '控制台登录服务，及本网站页面脚本'],
          ['zm_session', '控制台登录会话（HttpOnly）', '由登录服务设定', '控制台登录服务，经本网站转交'],
          ['zm_login_seal', '证明登录状态已经核实，以便显示个性化页面（HttpOnly）', '1小时，每次核实后续期', '本网站服务器'],
        ],
      },
    },
    {
      id: 'processors',
      title: '六、我们委托处理信息的服务',
      paragraphs: ['本网站只把完成上述目的所必需的信息交给以下服务，它们均由星海传媒集团运营或受其委托，按本政策的目的处理：'],
      table: {
        caption: '接收信息的服务',
        head: ['服务', '收到的信息', '目的'],
        rows: [
          ['业务接口服务（API）', '合作咨询与同意记录、撤回请求、登录状态核实', '答复咨询、登录控制台'],
          ['AI服务', '您向智能客服提出的问题', '生成回答'],
          ['日志服务', '第三节所列的统计记录', '统计页面访问与反馈'],
        ],
      },
    },
    {
      id: 'rights',
      title: '七、您的权利',
      paragraphs: [
        '您有权查阅、复制、更正、删除您的个人信息，撤回同意，以及要求解释本政策。撤回同意不影响撤回前基于同意已进行的处理。',
        '除使用“撤回同意并删除”链接外，您也可以拨打客服热线或通过“联系我们”提出请求，我们将在15个工作日内答复。',
      ],
    },
  ],
};
