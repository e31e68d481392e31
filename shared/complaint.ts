/**
 * The 投诉举报 form's rules, once, as ./validation.ts holds the cooperation form's: the page
 * checks what the visitor typed, the server checks what arrives (the JSON call and the plain
 * form alike), so the two never disagree on a message. Isomorphic: no DOM, no Node.
 */
import { MOBILE_PATTERN } from './constants';
import { isRecord } from './isRecord';
import { charCount, formCheck, INTENTION_MESSAGES } from './validation';

/** What may be reported, as the form lists it; the key is what travels. */
export const COMPLAINT_CATEGORIES = {
  illegal: '违法和不良信息',
  aiContent: 'AI生成内容问题',
  infringement: '侵权',
  privacy: '个人信息问题',
  other: '其他',
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;

export const isComplaintCategory = (value: unknown): value is ComplaintCategory =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(COMPLAINT_CATEGORIES, value);

export interface ComplaintForm {
  /** '' until one is chosen. */
  category: string;
  /** The AI answer's content id, when the complaint is about one (shared/complaintLink.ts prefills it). */
  contentId: string;
  pageUrl: string;
  description: string;
  /** A mobile number or an e-mail address, for our answer; optional. */
  contact: string;
  agreed: boolean;
}

export const EMPTY_COMPLAINT: ComplaintForm = { category: '', contentId: '', pageUrl: '', description: '', contact: '', agreed: true };

/** Characters, after trimming. The description's floor asks for a sentence a person can act on. */
export const COMPLAINT_LIMITS = {
  descriptionMin: 10,
  description: 1000,
  /** A UUID (server/compliance/contentId.ts) is 36. */
  contentId: 36,
  /** Browsers keep addresses of a few thousand characters; a page of this site is far shorter. */
  pageUrl: 2000,
  /** RFC 5321's longest address. */
  contact: 254,
} as const;

export const COMPLAINT_MESSAGES = {
  category: '请选择举报类型',
  contentId: '内容编号格式不正确，请从AI回答的“投诉举报”入口进入或核对后重新填写',
  /** The id is well formed but this site never issued it (the server's check). */
  contentIdUnknown: '未找到该内容编号，请核对后重试',
  pageUrl: '请填写以 http:// 或 https:// 开头的网页地址',
  description: '请描述您要举报的问题',
  descriptionTooShort: `问题描述至少${COMPLAINT_LIMITS.descriptionMin}个字`,
  descriptionTooLong: `问题描述不能超过${COMPLAINT_LIMITS.description}个字`,
  contact: '请填写正确的手机号码或电子邮箱',
  agreed: INTENTION_MESSAGES.agreed,
  malformed: INTENTION_MESSAGES.malformed,
  /** The outbox could not store it (DATA_DIR not writable, disk full): nothing was taken. */
  notStored: '系统暂时无法保存您的举报，请稍后重试，或通过举报邮箱、电话联系我们',
  /** The outbox holds as many as it may (LEADS_OUTBOX_MAX_*): nothing was taken. */
  outboxFull: '当前举报较多，暂时无法受理，请稍后重试，或通过举报邮箱、电话联系我们',
} as const;

/** How fast a complaint is answered: the page says it, the success message repeats it. */
export const ANSWER_WITHIN = '我们将在15个工作日内处理并反馈';
/** What the visitor is told once the complaint is taken, delivered or kept to be delivered. */
export const COMPLAINT_RECEIVED = `举报已提交，${ANSWER_WITHIN}`;

export type ComplaintFormErrors = Partial<Record<keyof ComplaintForm, string>>;
type ComplaintFormCheck = { ok: true } | { ok: false; errors: ComplaintFormErrors };

/** The shape of a content id (a UUIDv7), before the server asks whether it issued it. */
const CONTENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function contentIdError(value: string): string | undefined {
  const id = value.trim();
  return id && (id.length > COMPLAINT_LIMITS.contentId || !CONTENT_ID.test(id)) ? COMPLAINT_MESSAGES.contentId : undefined;
}

function pageUrlError(value: string): string | undefined {
  const url = value.trim();
  if (!url) return undefined;
  if (url.length > COMPLAINT_LIMITS.pageUrl) return COMPLAINT_MESSAGES.pageUrl;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? undefined : COMPLAINT_MESSAGES.pageUrl;
  } catch {
    return COMPLAINT_MESSAGES.pageUrl;
  }
}

function descriptionError(value: string): string | undefined {
  const length = charCount(value.trim());
  if (!length) return COMPLAINT_MESSAGES.description;
  if (length < COMPLAINT_LIMITS.descriptionMin) return COMPLAINT_MESSAGES.descriptionTooShort;
  return length > COMPLAINT_LIMITS.description ? COMPLAINT_MESSAGES.descriptionTooLong : undefined;
}

function contactError(value: string): string | undefined {
  const contact = value.trim();
  if (!contact) return undefined;
  const valid = contact.length <= COMPLAINT_LIMITS.contact && (MOBILE_PATTERN.test(contact) || EMAIL.test(contact));
  return valid ? undefined : COMPLAINT_MESSAGES.contact;
}

/** Every field's message at once, so the form can mark all of them in one go. */
export function validateComplaintForm(form: ComplaintForm): ComplaintFormCheck {
  const found: ComplaintFormErrors = {
    category: isComplaintCategory(form.category) ? undefined : COMPLAINT_MESSAGES.category,
    contentId: contentIdError(form.contentId),
    pageUrl: pageUrlError(form.pageUrl),
    description: descriptionError(form.description),
    contact: contactError(form.contact),
    agreed: form.agreed ? undefined : COMPLAINT_MESSAGES.agreed,
  };
  return formCheck(found);
}

/** The complaint as the site forwards it (server/compliance/): trimmed, '' for a field left empty. */
export interface ComplaintPayload {
  category: ComplaintCategory;
  contentId: string;
  /** When the server issued `contentId` (ISO 8601); null without one. */
  contentIssuedAt: string | null;
  pageUrl: string;
  description: string;
  contact: string;
}

type ComplaintBodyCheck = { ok: true; form: ComplaintForm } | { ok: false; desc: string; errors: ComplaintFormErrors };

const TEXT_FIELDS = ['category', 'contentId', 'pageUrl', 'description', 'contact'] as const;

/**
 * Server side, the JSON call's body: its fields by the form's rules. A field of the wrong type
 * is refused with that field's own message (an optional one is not silently dropped), and
 * `agreed` must be the boolean true. `desc` is the first problem, in the form's order.
 */
export function readComplaintBody(body: unknown): ComplaintBodyCheck {
  if (!isRecord(body)) return { ok: false, desc: COMPLAINT_MESSAGES.malformed, errors: {} };
  const form: ComplaintForm = { ...EMPTY_COMPLAINT, agreed: body.agreed === true };
  const errors: ComplaintFormErrors = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field] ?? '';
    if (typeof value === 'string') form[field] = value;
    else errors[field] = field === 'description' ? COMPLAINT_MESSAGES.description : COMPLAINT_MESSAGES[field];
  }
  const check = validateComplaintForm(form);
  const all = { ...(check.ok ? {} : check.errors), ...errors };
  const first = (Object.keys(EMPTY_COMPLAINT) as Array<keyof ComplaintForm>).map((key) => all[key]).find((message) => message !== undefined);
  return first === undefined ? { ok: true, form } : { ok: false, desc: first, errors: all };
}

/** What is forwarded: the known fields alone, trimmed, with the content id's issue time the server found. */
export function toComplaintPayload(form: ComplaintForm, contentIssuedAt: Date | null): ComplaintPayload {
  return {
    category: form.category as ComplaintCategory,
    contentId: form.contentId.trim(),
    contentIssuedAt: contentIssuedAt ? contentIssuedAt.toISOString() : null,
    pageUrl: form.pageUrl.trim(),
    description: form.description.trim(),
    contact: form.contact.trim(),
  };
}

/**
 * A complaint posted to the page without JavaScript, as the server answers it: what was sent
 * (shown again), each field's message, and one for the whole form. Handed to the page as its
 * route action's data (./postedForm.ts).
 */
export interface ComplaintFormState {
  values: ComplaintForm;
  errors: ComplaintFormErrors;
  notice?: string;
}
