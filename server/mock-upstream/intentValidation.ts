/**
 * Server-side rules for a cooperation intent (SPEC.md section 5), with the same Chinese
 * messages the form shows, plus length bounds the form does not need to state.
 */
import { DEFAULT_INTENTION_SOURCE, INTENTION_TYPE, MOBILE_PATTERN } from '../../shared/constants';
import type { IntentInput } from './intentStore';

export const MAX_FIELD_LENGTH = 100;
export const MAX_SCENE_LENGTH = 500;
const MAX_VERSION_LENGTH = 32;

export type IntentCheck = { ok: true; intent: IntentInput } | { ok: false; desc: string };

const invalid = (desc: string): IntentCheck => ({ ok: false, desc });

function text(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  return null;
}

function integer(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** True when the body carries no contact details at all: the footer's "contact us" record. */
export function isBareContactRecord(body: Record<string, unknown>): boolean {
  return ['intentionMobile', 'intentionName', 'intentionCompany'].every((key) => text(body[key]) === '');
}

export function validateIntent(body: Record<string, unknown>, tenantName?: string): IntentCheck {
  const mobile = text(body.intentionMobile);
  const name = text(body.intentionName);
  const company = text(body.intentionCompany);
  const scene = text(body.intentionScene);
  const version = typeof body.version === 'number' ? String(body.version) : text(body.version);
  const intentionType = integer(body.intentionType, INTENTION_TYPE);
  const intentionSource = integer(body.intentionSource, DEFAULT_INTENTION_SOURCE);

  if (version === null || version.length > MAX_VERSION_LENGTH) return invalid('版本号格式不正确');
  if (intentionType === null) return invalid('意向类型不正确');
  if (intentionSource === null) return invalid('意向来源不正确');
  if (scene === null) return invalid('使用场景格式不正确');
  if (scene.length > MAX_SCENE_LENGTH) return invalid(`使用场景不能超过${MAX_SCENE_LENGTH}个字`);
  const base = { version, intentionType, intentionSource, intentionScene: scene };

  // A logged-in visitor's bare record identifies them through the session instead.
  if (tenantName && isBareContactRecord(body)) {
    return { ok: true, intent: { ...base, intentionCompany: tenantName, intentionMobile: '', intentionName: '', tenantName } };
  }
  if (!mobile || !MOBILE_PATTERN.test(mobile)) return invalid('请填写手机号码');
  if (!name) return invalid('未填写姓名');
  if (name.length > MAX_FIELD_LENGTH) return invalid(`姓名不能超过${MAX_FIELD_LENGTH}个字`);
  if (!company) return invalid('未填写企业名称');
  if (company.length > MAX_FIELD_LENGTH) return invalid(`企业名称不能超过${MAX_FIELD_LENGTH}个字`);
  return { ok: true, intent: { ...base, intentionCompany: company, intentionMobile: mobile, intentionName: name } };
}
