/**
 * What the 信任中心 (/trust.html) and its machine-readable copy (/trust.json) state for a
 * government buyer's review: the 等保 assessment, the 信创 compatibility of our products, IPv6,
 * accessibility, what a private deployment needs and whom to tell about a vulnerability. Each
 * entry carries the date it was last checked against its source (核验日期); whoever renews a
 * certificate or re-runs a check changes the entry and its date here, in one commit. The
 * filings are not here: they are configuration (shared/filings.ts, server/compliance/filingsConfig.ts).
 */

/** A calendar date, YYYY-MM-DD, Beijing time. */
type IsoDate = string;

/** Every entry says when it was last checked against its certificate, report or system. */
interface Verified {
  verifiedOn: IsoDate;
}

export const PLATFORM_KINDS = [
  { id: 'os', label: '操作系统' },
  { id: 'cpu', label: 'CPU' },
  { id: 'database', label: '数据库' },
] as const;
type PlatformKind = (typeof PLATFORM_KINDS)[number]['id'];

/** The 信创 platforms, in the order of the matrix's columns: grouped by kind. */
export const PLATFORMS = [
  { id: 'kylin', name: '银河麒麟', kind: 'os' },
  { id: 'uos', name: '统信UOS', kind: 'os' },
  { id: 'kunpeng', name: '鲲鹏', kind: 'cpu' },
  { id: 'phytium', name: '飞腾', kind: 'cpu' },
  { id: 'hygon', name: '海光', kind: 'cpu' },
  { id: 'loongson', name: '龙芯', kind: 'cpu' },
  { id: 'dameng', name: '达梦', kind: 'database' },
  { id: 'kingbase', name: '人大金仓', kind: 'database' },
] as const satisfies ReadonlyArray<{ id: string; name: string; kind: PlatformKind }>;
export type PlatformId = (typeof PLATFORMS)[number]['id'];

/**
 * One product on one platform: adapted (with the platform vendor's 互认证明 number where one
 * was issued; a joint test without a certificate has none), being adapted, or not applicable
 * (a product with no database of its own, an appliance that ships its own).
 */
export type Compatibility = { status: 'adapted'; certificate?: string } | { status: 'inProgress' } | { status: 'notApplicable' };

export const COMPATIBILITY_LABELS: Record<Compatibility['status'], string> = {
  adapted: '已适配',
  inProgress: '适配中',
  notApplicable: '不适用',
};

export interface CompatibilityRow extends Verified {
  /** The product or studio page's file name (`TTS` for /product/TTS.html), as ALGORITHM_FILINGS names it. */
  product: string;
  /** Every platform, so a column without a value does not compile. */
  cells: Record<PlatformId, Compatibility>;
}

export interface TrustCentre {
  /** 网络安全等级保护: the level, the year of the last assessment and the 公安 record of the system. */
  mlps: Verified & { level: string; label: string; system: string; assessedYear: number; recordNumber: string; nextAssessment: string };
  xinchuang: CompatibilityRow[];
  ipv6: Verified & { supported: boolean; summary: string; scope: string[] };
  /** GB/T 37668-2019 conformance; `verifiedOn` is the date of the check. */
  accessibility: Verified & { standard: string; level: string; scope: string; method: string };
  privateDeployment: Verified & { requirements: Array<{ item: string; minimum: string; recommended: string }>; notes: string[] };
  security: Verified & { email: string; acknowledgeWithin: string; policy: string[] };
}

const adapted = (certificate?: string): Compatibility => ({ status: 'adapted', certificate });
const IN_PROGRESS: Compatibility = { status: 'inProgress' };
const NOT_APPLICABLE: Compatibility = { status: 'notApplicable' };

export const trustCentre: TrustCentre = {
  mlps: {
    level: '第三级',
    label: '等保三级',
    system: '智媒开放平台（公有云SaaS服务）',
    assessedYear: 2026,
    recordNumber: '11010599001-26001',
    nextAssessment: '2027年（第三级系统每年测评一次）',
    verifiedOn: '2026-09-18',
  },
  xinchuang: [
    {
      product: 'AI-Work-Studio',
      verifiedOn: '2026-11-10',
      cells: {
        kylin: adapted('KL-2026-04127'),
        uos: adapted('UOS-2026-08813'),
        kunpeng: adapted('KP-2026-11205'),
        phytium: adapted('FT-2026-03318'),
        hygon: adapted('HG-2026-00976'),
        loongson: IN_PROGRESS,
        dameng: adapted('DM-2026-02211'),
        kingbase: adapted('KES-2026-01734'),
      },
    },
    {
      product: 'media-library',
      verifiedOn: '2026-11-10',
      cells: {
        kylin: adapted('KL-2026-04128'),
        uos: adapted('UOS-2026-08814'),
        kunpeng: adapted('KP-2026-11206'),
        phytium: adapted('FT-2026-03319'),
        hygon: adapted(),
        loongson: adapted('LS-2026-00451'),
        dameng: adapted('DM-2026-02212'),
        kingbase: adapted('KES-2026-01735'),
      },
    },
    {
      product: 'TTS',
      verifiedOn: '2026-10-28',
      cells: {
        kylin: adapted('KL-2026-03902'),
        uos: adapted('UOS-2026-07655'),
        kunpeng: adapted('KP-2026-10487'),
        phytium: adapted(),
        hygon: adapted('HG-2026-00871'),
        loongson: IN_PROGRESS,
        dameng: NOT_APPLICABLE,
        kingbase: NOT_APPLICABLE,
      },
    },
    {
      product: 'ASR',
      verifiedOn: '2026-10-28',
      cells: {
        kylin: adapted('KL-2026-03903'),
        uos: adapted('UOS-2026-07656'),
        kunpeng: adapted('KP-2026-10488'),
        phytium: IN_PROGRESS,
        hygon: adapted('HG-2026-00872'),
        loongson: IN_PROGRESS,
        dameng: NOT_APPLICABLE,
        kingbase: NOT_APPLICABLE,
      },
    },
    {
      product: 'aiCustomerService',
      verifiedOn: '2026-11-03',
      cells: {
        kylin: adapted('KL-2026-04011'),
        uos: adapted('UOS-2026-08102'),
        kunpeng: adapted('KP-2026-10950'),
        phytium: adapted('FT-2026-03120'),
        hygon: adapted(),
        loongson: adapted('LS-2026-00433'),
        dameng: adapted('DM-2026-02087'),
        kingbase: IN_PROGRESS,
      },
    },
    {
      product: 'data-board',
      verifiedOn: '2026-09-25',
      cells: {
        kylin: adapted('KL-2026-03517'),
        uos: adapted('UOS-2026-06930'),
        kunpeng: adapted(),
        phytium: adapted('FT-2026-02764'),
        hygon: adapted(),
        loongson: adapted('LS-2026-00398'),
        dameng: adapted('DM-2026-01893'),
        kingbase: adapted('KES-2026-01502'),
      },
    },
    {
      product: 'yitiji',
      verifiedOn: '2026-11-17',
      cells: {
        kylin: adapted('KL-2026-04266'),
        uos: IN_PROGRESS,
        kunpeng: adapted('KP-2026-11342'),
        phytium: NOT_APPLICABLE,
        hygon: IN_PROGRESS,
        loongson: NOT_APPLICABLE,
        dameng: NOT_APPLICABLE,
        kingbase: NOT_APPLICABLE,
      },
    },
  ],
  ipv6: {
    supported: true,
    summary: '官网、控制台与开放接口均支持IPv4/IPv6双栈访问，私有化部署支持纯IPv6内网环境。',
    scope: ['官网与控制台（AAAA记录，IPv6访问与IPv4功能一致）', '开放平台API网关与流式接口', '私有化部署：IPv6单栈或双栈'],
    verifiedOn: '2026-11-12',
  },
  accessibility: {
    standard: 'GB/T 37668-2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》',
    level: 'AA级',
    scope: '官网全部页面，手机（375 px）与桌面（1440 px）两种宽度',
    method: '自动化检测（axe）与读屏软件人工走查相结合',
    verifiedOn: '2026-11-20',
  },
  privateDeployment: {
    requirements: [
      { item: 'CPU', minimum: '16核（x86_64或ARM64，含鲲鹏、飞腾、海光）', recommended: '32核及以上' },
      { item: '内存', minimum: '64 GB', recommended: '128 GB' },
      { item: '磁盘', minimum: '系统盘200 GB，数据盘1 TB SSD', recommended: '数据盘2 TB NVMe SSD，RAID 1' },
      { item: '操作系统', minimum: '银河麒麟高级服务器操作系统V10、统信UOS服务器版V20', recommended: '同左，使用最新安全更新' },
      { item: '网络', minimum: '千兆内网；可完全离线运行，无需访问互联网', recommended: '万兆内网，业务网与管理网分离' },
      { item: 'AI推理（可选）', minimum: '推理加速卡2张（国产加速卡或同等算力）', recommended: '推理加速卡4张' },
    ],
    notes: ['单节点可部署演示环境；生产环境建议三节点起步，支持高可用与同城灾备。', '交付包含安装介质、部署手册与验收测试用例，可由我方工程师驻场实施。'],
    verifiedOn: '2026-11-05',
  },
  security: {
    email: 'security@example.com',
    acknowledgeWithin: '3个工作日',
    policy: [
      '我们不使用PGP：请勿在首封邮件中附带可直接利用的细节或任何个人信息，只需说明影响的地址与漏洞类型。',
      '我们会在确认收到时提供一次性加密上传链接，用于提交完整报告与复现材料。',
      '请在修复完成或报告后90天内（以先到者为准）再公开细节；善意的安全研究不会被追究。',
    ],
    verifiedOn: '2026-11-20',
  },
};

/** Where the page and the JSON are served. */
export const TRUST_PATH = '/trust.html';
export const TRUST_JSON_PATH = '/trust.json';
/** The section of /trust.html that security.txt's Policy points to. */
export const SECURITY_ANCHOR = 'security';
