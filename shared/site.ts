/**
 * Brand strings and fictional placeholders (docs/product.md#what-it-is-and-for-whom). Values an operator must be
 * able to change (links, filing numbers) are defaults here and overridable through the
 * server's configuration, which hands the effective values to the client.
 */
import type { Filings } from './filings';

export const PLATFORM_NAME = '智媒开放平台';
export const COMPANY_NAME = '星海传媒集团';
export const NEWS_SITE_NAME = '星海新闻网';
export const HTML_LANG = 'zh-CN';
/** The page's main content (client/layout/Layout.tsx): the skip link's target, and what the first frame waits for (server/render/document.tsx). */
export const MAIN_ID = 'main';

export const DEFAULT_DESCRIPTION =
  '智媒开放平台是星海传媒集团依托数十年新闻生产经验与自研大模型打造的人工智能媒体技术开放平台，' +
  '面向媒体机构、政府部门与企业客户，提供智能采集、智能生成、智能风控、智能分发、智能工具与智能生态等全链路产品，' +
  '覆盖内容生产、审核、分发与商业化运营，并提供版权输出、内容策划、运营支持与传媒学院AI培训课程，' +
  '助力客户以安全可信的AI技术实现融合传播与数字化转型。';

export const DEFAULT_KEYWORDS = '智媒开放平台,星海传媒集团,AI媒体技术,智能内容生产,内容审核,智能分发,版权输出,媒体融合,AIGC';

/** Operator-configurable public facts, with fictional defaults. */
export interface SiteSettings {
  /** Absolute origin used in canonical links and Open Graph URLs. */
  siteUrl: string;
  newsSiteUrl: string;
  consoleUrl: string;
  /** ICP, 公安, generative-AI and algorithm filings, and the 举报 contacts (./filings.ts). */
  filings: Filings;
  companyAddress: string;
  servicePhone: string;
  /**
   * LEAD_CONSENT_UNCHECKED: the cooperation forms' agreement box starts unchecked
   * (server/compliance/consentConfig.ts). Optional, absent from the defaults: they are in every page's script.
   */
  leadConsentUnchecked?: boolean;
}

/** The filings' defaults are server/compliance/filingsConfig.ts's: the browser never carries the demo's list. */
export const DEFAULT_SITE_SETTINGS: Omit<SiteSettings, 'filings'> = {
  siteUrl: 'http://localhost:3000',
  newsSiteUrl: 'https://news.example.com',
  consoleUrl: 'http://localhost:3000/console',
  companyAddress: '北京市朝阳区星海大道1号星海传媒大厦',
  servicePhone: '400-000-0000',
};
