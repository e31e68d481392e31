/**
 * The cooperation form's rules (docs/product.md#cooperation-form-rules), once: the modal checks what the visitor
 * typed, the server checks what arrives. Both read the field rules below, so the form and
 * the server can never disagree on a message. Isomorphic: no DOM, no Node.
 */
import { DEFAULT_INTENTION_SOURCE, INTENTION_TYPE, MOBILE_PATTERN } from './constants';
import { isRecord } from './isRecord';

export interface IntentionForm {
  mobile: string;
  name: string;
  company: string;
  scene: string;
  agreed: boolean;
  /** The optional consents of shared/consent.ts: no rule, each the visitor's own choice. */
  partners: boolean;
  followUp: boolean;
}

/** Longest accepted value of each field, in characters, after trimming. */
export const INTENTION_LIMITS = {
  mobile: 11,
  name: 30,
  company: 60,
  scene: 500,
  version: 32,
} as const;

/** The form's messages, verbatim from docs/product.md#cooperation-form-rules, and the length messages it leaves to us. */
export const INTENTION_MESSAGES = {
  mobile: '请填写手机号码',
  name: '未填写姓名',
  company: '未填写企业名称',
  agreed: '请同意协议',
  nameTooLong: `姓名不能超过${INTENTION_LIMITS.name}个字`,
  companyTooLong: `企业名称不能超过${INTENTION_LIMITS.company}个字`,
  sceneTooLong: `使用场景不能超过${INTENTION_LIMITS.scene}个字`,
  sceneMalformed: '使用场景格式不正确',
  version: '版本号格式不正确',
  intentionType: '意向类型不正确',
  intentionSource: '意向来源不正确',
  malformed: '请求格式不正确',
} as const;

export type IntentionFormErrors = Partial<Record<keyof IntentionForm, string>>;

/** The form's fields that have a rule, in the order the form shows them. */
type CheckedField = 'mobile' | 'name' | 'company' | 'scene' | 'agreed';

export type IntentionFormCheck = { ok: true } | { ok: false; errors: IntentionFormErrors };

/**
 * Counts characters as the visitor sees them: an emoji is one character, not two UTF-16
 * units, so a name the input accepted is never refused for its length here.
 */
export function charCount(value: string): number {
  return [...value].length;
}

// Field rules shared by the form and the server; each answers a message or undefined.

function mobileError(value: string): string | undefined {
  // The pattern is anchored and ASCII-only, so inner spaces and full-width digits fail it.
  return MOBILE_PATTERN.test(value.trim()) ? undefined : INTENTION_MESSAGES.mobile;
}

function nameError(value: string): string | undefined {
  const name = value.trim();
  if (!name) return INTENTION_MESSAGES.name;
  return charCount(name) > INTENTION_LIMITS.name ? INTENTION_MESSAGES.nameTooLong : undefined;
}

function companyError(value: string): string | undefined {
  const company = value.trim();
  if (!company) return INTENTION_MESSAGES.company;
  return charCount(company) > INTENTION_LIMITS.company ? INTENTION_MESSAGES.companyTooLong : undefined;
}

function sceneError(value: string): string | undefined {
  return charCount(value.trim()) > INTENTION_LIMITS.scene ? INTENTION_MESSAGES.sceneTooLong : undefined;
}

/** Every field's message at once, so the form can mark all of them in one go. */
export function validateIntentionForm(form: IntentionForm): IntentionFormCheck {
  const found: Record<CheckedField, string | undefined> = {
    mobile: mobileError(form.mobile),
    name: nameError(form.name),
    company: companyError(form.company),
    scene: sceneError(form.scene),
    agreed: form.agreed ? undefined : INTENTION_MESSAGES.agreed,
  };
  return formCheck(found);
}

/** A form's check from each field's message: the fields with one, or ok when none has. */
export function formCheck<K extends string>(found: Partial<Record<K, string | undefined>>): { ok: true } | { ok: false; errors: Partial<Record<K, string>> } {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(found) as K[]) {
    const message = found[key];
    if (message !== undefined) errors[key] = message;
  }
  return Object.keys(errors).length === 0 ? { ok: true } : { ok: false, errors };
}

/** The body of the cooperation submit (docs/product.md#entities, "Cooperation intent"). */
export interface IntentionPayload {
  version: string;
  intentionType: number;
  intentionSource: number;
  intentionCompany: string;
  intentionMobile: string;
  intentionName: string;
  intentionScene: string;
}

export interface IntentionContext {
  /** The visitor's console version, when the page knows it. */
  version?: string;
  /** The product page's service id; the default source is used when it is absent. */
  serviceId?: number | null;
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function toIntentionPayload(form: IntentionForm, context: IntentionContext): IntentionPayload {
  return {
    version: context.version ?? '',
    intentionType: INTENTION_TYPE,
    // A malformed service id would be refused by the server; the default source still
    // gets the visitor's request through.
    intentionSource: isPositiveInteger(context.serviceId) ? context.serviceId : DEFAULT_INTENTION_SOURCE,
    intentionCompany: form.company.trim(),
    intentionMobile: form.mobile.trim(),
    intentionName: form.name.trim(),
    intentionScene: form.scene.trim(),
  };
}

export type IntentionPayloadCheck = { ok: true; payload: IntentionPayload } | { ok: false; desc: string };

/** A value of the wrong type counts as missing: the visitor sees the field's own message. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The fields every submit carries, a full form or a bare record. */
interface IntentionRecord {
  version: string;
  intentionType: typeof INTENTION_TYPE;
  intentionSource: number;
}

/**
 * One set of rules for the record fields, whichever kind of submit carries them. The page
 * always fills in the type and the source (a constant, the service id or the default), so
 * they are required; the version is the visitor's console version, which a visitor on a
 * product page does not have: refusing it missing would lose the lead.
 */
function recordOf(body: Record<string, unknown>): IntentionRecord | { desc: string } {
  const { version = '', intentionType, intentionSource } = body;
  if (typeof version !== 'string' || charCount(version) > INTENTION_LIMITS.version) return { desc: INTENTION_MESSAGES.version };
  if (intentionType !== INTENTION_TYPE) return { desc: INTENTION_MESSAGES.intentionType };
  if (!isPositiveInteger(intentionSource)) return { desc: INTENTION_MESSAGES.intentionSource };
  return { version, intentionType, intentionSource };
}

/**
 * Server side: the first problem of a submitted body, as a Chinese `desc`, or the trimmed
 * payload. The payload is built from the known fields alone: anything else the body carries
 * never reaches the upstream.
 */
export function validateIntentionPayload(body: unknown): IntentionPayloadCheck {
  const refuse = (desc: string): IntentionPayloadCheck => ({ ok: false, desc });
  if (!isRecord(body)) return refuse(INTENTION_MESSAGES.malformed);

  const record = recordOf(body);
  if ('desc' in record) return refuse(record.desc);
  const { intentionScene = '' } = body;
  if (typeof intentionScene !== 'string') return refuse(INTENTION_MESSAGES.sceneMalformed);

  const mobile = textOf(body.intentionMobile);
  const name = textOf(body.intentionName);
  const company = textOf(body.intentionCompany);
  const problem = mobileError(mobile) ?? nameError(name) ?? companyError(company) ?? sceneError(intentionScene);
  if (problem !== undefined) return refuse(problem);

  return {
    ok: true,
    payload: {
      ...record,
      intentionCompany: company.trim(),
      intentionMobile: mobile.trim(),
      intentionName: name.trim(),
      intentionScene: intentionScene.trim(),
    },
  };
}

/** The footer's 联系我们 record of a logged-in visitor: who they are comes from the session. */
export interface BareIntention {
  intentionType: typeof INTENTION_TYPE;
  intentionSource: number;
  version?: string;
}

/** What is forwarded of a bare record: its three fields, the version '' when it had none. */
export type BareIntentionPayload = IntentionRecord;

const CONTACT_FIELDS = ['intentionMobile', 'intentionName', 'intentionCompany', 'intentionScene'] as const;

/**
 * Only a record with no contact field at all is bare: a form sent with blank fields must
 * still be refused with the form's messages, not slip through as a bare record.
 */
export function isBareIntention(body: unknown): body is BareIntention {
  if (!isRecord(body)) return false;
  if (body.intentionType !== INTENTION_TYPE || !isPositiveInteger(body.intentionSource)) return false;
  if (body.version !== undefined && typeof body.version !== 'string') return false;
  return CONTACT_FIELDS.every((field) => body[field] === undefined);
}

export type BareIntentionCheck = { ok: true; payload: BareIntentionPayload } | { ok: false; desc: string };

/**
 * Server side, for a body `isBareIntention` recognised: its fields by the full record's
 * rules (a version of any length would otherwise pass), rebuilt from those fields alone so
 * that no key the sender added (a tenant, a role) reaches the upstream.
 */
export function validateBareIntention(body: unknown): BareIntentionCheck {
  const refuse = (desc: string): BareIntentionCheck => ({ ok: false, desc });
  if (!isRecord(body)) return refuse(INTENTION_MESSAGES.malformed);
  const record = recordOf(body);
  return 'desc' in record ? refuse(record.desc) : { ok: true, payload: record };
}
