/**
 * Article bodies of the documentation centre. Each category has the shape its readers
 * expect (steps for a quick start, causes and fixes for a FAQ entry, ...); the document's
 * own points fill it in, and product documents quote the route table.
 */
import { pageRoutes } from '../../shared/navigation';
import { PLATFORM_NAME } from '../../shared/site';
import type { DocSection } from '../../shared/upstream/docDetail';
import type { DocEntry } from './docCatalog';
import { answerSamples, firstCallSample, requestSamples, signatureSamples } from './docSamples';

const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}。`);

export function chineseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

const SUPPORT = '如按上述方法操作后问题仍未解决，请在控制台提交工单并附上问题截图、发生时间和账号信息，技术支持团队将在一个工作日内与您联系。';

function quickStart(doc: DocEntry): DocSection[] {
  const account = doc.title.includes('注册')
    ? '一个可以接收短信验证码的手机号码，以及机构营业执照或组织机构证明的扫描件。'
    : `已注册并完成认证的${PLATFORM_NAME}账号；如尚未注册，请先阅读《平台简介与账号注册》。`;
  return [
    { heading: '概述', paragraphs: [doc.summary, `本文面向首次使用${PLATFORM_NAME}的开发者与运营人员，按照以下步骤操作，通常几分钟即可完成。`] },
    { heading: '准备工作', paragraphs: ['一台可以访问互联网的电脑，推荐使用最新版本的Chrome、Edge或Firefox浏览器。', account] },
    {
      heading: '操作步骤',
      paragraphs: doc.points.map((point, i) => `第${i + 1}步：${point}。`),
      ...(doc.title.includes('接口调用') ? { code: [firstCallSample()] } : {}),
    },
    {
      heading: '后续操作',
      paragraphs: ['完成以上步骤后，您可以在“产品文档”中了解各产品的详细功能，或在“API接口”中查阅接口参考。使用中遇到问题，可随时在控制台提交工单。'],
    },
  ];
}

function productDoc(doc: DocEntry): DocSection[] {
  const route = pageRoutes.find((r) => r.name === doc.subject && (r.kind === 'product' || r.kind === 'studio'));
  const name = doc.subject;
  return [
    { heading: '产品概述', paragraphs: [route?.intro ?? doc.summary] },
    ...(route ? [{ heading: '适用场景', paragraphs: [route.description] }] : []),
    { heading: '核心功能', paragraphs: [`${name}主要提供以下功能：`, ...numbered(doc.points)] },
    {
      heading: '开通与使用',
      paragraphs: [`${name}无需安装任何软件，开通后即可在浏览器中使用。`],
      subsections: [
        { heading: '开通产品', paragraphs: [`登录控制台后，在“应用中心”找到${name}，点击“免费试用”即可开通，试用期内可体验全部功能。`] },
        { heading: '开始使用', paragraphs: [`开通后点击“进入工作台”开始使用；如需通过接口集成${name}能力，请参阅“API接口”分类中的相关文档。`] },
      ],
    },
    {
      heading: '计费说明',
      paragraphs: [
        `${name}提供免费试用额度，正式使用可按套餐包年或按量计费，具体价格以控制台报价为准。批量采购的政府部门、媒体机构与企业客户可联系客户经理获取专属方案。`,
      ],
    },
  ];
}

function apiDoc(doc: DocEntry): DocSection[] {
  const listHeading = doc.subject === '错误码' ? '错误码列表' : doc.subject === '接口鉴权' ? '签名参数' : '请求参数';
  return [
    {
      heading: '接口概述',
      paragraphs: [doc.summary, '接口采用HTTPS协议，请求与响应均为UTF-8编码的JSON格式，所有请求都需要按照《接口鉴权与签名说明》携带签名。'],
    },
    { heading: listHeading, paragraphs: doc.points },
    ...(doc.subject === '接口鉴权' ? [signatureSamples()] : []),
    ...[requestSamples(doc.subject, doc.points)].filter((section) => section !== null),
    {
      heading: '返回结果',
      paragraphs: ['所有接口返回统一的响应结构：code为200表示成功，desc为结果说明，data为业务数据。调用失败时，code为对应的错误码，desc给出中文错误原因。'],
      subsections: answerSamples(doc.subject),
    },
    {
      heading: '调用建议',
      paragraphs: ['请在服务端调用接口，切勿将SecretKey写入网页或客户端代码。', '遇到429或500错误时，建议以指数退避方式重试，最多重试3次。'],
    },
  ];
}

function faqDoc(doc: DocEntry): DocSection[] {
  return [
    { heading: '问题描述', paragraphs: [doc.summary] },
    { heading: '可能原因', paragraphs: numbered(doc.points) },
    { heading: '解决方法', paragraphs: numbered(doc.steps ?? []) },
    { heading: '仍未解决？', paragraphs: [SUPPORT] },
  ];
}

function releaseDoc(doc: DocEntry): DocSection[] {
  return [
    { heading: '版本概览', paragraphs: [`${PLATFORM_NAME}${doc.subject}版本已于${chineseDate(doc.updatedAt)}发布。${doc.summary}`] },
    { heading: '新增功能', paragraphs: numbered(doc.points) },
    { heading: '优化与修复', paragraphs: numbered(doc.steps ?? []) },
    { heading: '升级说明', paragraphs: ['本次更新由平台自动完成，已开通产品的客户无需任何操作。开放接口保持向下兼容，原有调用方式不受影响。'] },
  ];
}

const TEMPLATES: Record<number, (doc: DocEntry) => DocSection[]> = {
  1: quickStart,
  2: productDoc,
  3: apiDoc,
  4: faqDoc,
  5: releaseDoc,
};

export function articleOf(doc: DocEntry): DocSection[] {
  return (TEMPLATES[doc.categoryId] ?? faqDoc)(doc);
}
