/**
 * The consent a cooperation form asks for, once for the modal, the page's plain form and the
 * server: the required agreement (checked by default unless LEAD_CONSENT_UNCHECKED says
 * otherwise) and two optional boxes, each its own choice and never checked for the visitor.
 * The intention submit carries them as an optional `consent` object beside the intent's fields,
 * so a client that sends the old body is still accepted (the server records what was not sent
 * as null). Isomorphic: no DOM, no Node.
 */
import { isRecord } from './isRecord';
import { INTENTION_MESSAGES } from './validation';

/**
 * The version of the form's consent wording (notice and boxes): a consent record names it, so
 * counsel can tell which text a visitor saw. Change it whenever that text changes.
 */
export const CONSENT_FORM_VERSION = 'consent-2026-11';

/** Who receives a lead and what for, as the notice beside the submit button says. */
export const DATA_RECIPIENT = '星海传媒集团';
export const PRIVACY_PATH = '/agreement/privacy.html';

/** How long a withdrawal link works: long enough to change one's mind, short enough that an old mail is harmless. */
export const WITHDRAWAL_DAYS = 30;

/** What a withdrawal is answered, as the envelope's desc and on the page. */
export const WITHDRAWAL_MESSAGES = {
  done: '已撤回同意并删除您的信息',
  malformed: '撤回链接无效，请确认链接完整无误',
  unknown: '未找到该链接对应的申请，链接可能有误或已失效',
  used: '该撤回链接已使用过：您的信息已删除，无需再次操作',
  expired: `该撤回链接已超过${WITHDRAWAL_DAYS}天有效期，请拨打客服热线申请删除`,
  unavailable: '撤回暂未完成，请稍后重试',
  tooMany: '撤回请求过于频繁，请稍后再试',
} as const;

export const CONSENT_BOXES = ['agreed', 'partners', 'followUp'] as const;
export type ConsentBox = (typeof CONSENT_BOXES)[number];

/** The optional boxes, each a separate consent (PIPL Art. 23 asks one of its own for sharing). */
export const OPTIONAL_CONSENTS: ReadonlyArray<{ key: Exclude<ConsentBox, 'agreed'>; label: string }> = [
  { key: 'partners', label: `同意将我的联系方式提供给${DATA_RECIPIENT}的区域合作伙伴，以便就近服务（选填）` },
  { key: 'followUp', label: '同意接收产品与活动的电话或短信回访（选填）' },
];

/**
 * What the notice beside the submit button tells the visitor before anything is sent: who
 * receives the data, what for, how long it is kept, their rights; the forms add the link to
 * the privacy policy after it.
 */
export const CONSENT_NOTICE = `您填写的信息由${DATA_RECIPIENT}接收，仅用于答复本次合作咨询，处理完毕后保存不超过2年；您可随时查阅、更正、删除您的信息或撤回同意，详见`;

/** What the body's `consent` says; a box it leaves out was not sent. */
export type ConsentInput = Partial<Record<ConsentBox, boolean>> & { formVersion?: string };

export const CONSENT_MESSAGES = {
  malformed: '同意项格式不正确',
  formVersion: '同意项版本格式不正确',
} as const;

/** As long as the lead's own version field may be. */
const FORM_VERSION_LIMIT = 32;

export type ConsentCheck = { ok: true; consent: ConsentInput } | { ok: false; desc: string };

/**
 * The body's `consent`, checked: absent is the old body (nothing sent); present, it is an
 * object of booleans and a short version string. A body that says it did not agree is refused
 * with the form's own message. Only the known keys are kept.
 */
export function checkConsent(value: unknown): ConsentCheck {
  if (value === undefined) return { ok: true, consent: {} };
  if (!isRecord(value)) return { ok: false, desc: CONSENT_MESSAGES.malformed };
  const consent: ConsentInput = {};
  for (const box of CONSENT_BOXES) {
    const state = value[box];
    if (state === undefined) continue;
    if (typeof state !== 'boolean') return { ok: false, desc: CONSENT_MESSAGES.malformed };
    consent[box] = state;
  }
  const { formVersion } = value;
  if (formVersion !== undefined) {
    if (typeof formVersion !== 'string' || formVersion.length > FORM_VERSION_LIMIT) return { ok: false, desc: CONSENT_MESSAGES.formVersion };
    consent.formVersion = formVersion;
  }
  if (consent.agreed === false) return { ok: false, desc: INTENTION_MESSAGES.agreed };
  return { ok: true, consent };
}

/** What a form sends of its boxes: every box as the visitor left it, and the wording's version. */
export function consentOf(form: Record<ConsentBox, boolean>): Required<ConsentInput> {
  return { agreed: form.agreed, partners: form.partners, followUp: form.followUp, formVersion: CONSENT_FORM_VERSION };
}

/** A withdrawal link used on the cooperation page, as the server answered it: shown in place of the button. */
export interface WithdrawalResult {
  done: boolean;
  desc: string;
}
