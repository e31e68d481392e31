import { describe, expect, it } from 'vitest';
import { MAX_FIELD_LENGTH, MAX_SCENE_LENGTH, validateIntent } from '../../server/mock-upstream/intentValidation';

const valid = {
  version: '1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '星海日报社',
  intentionMobile: '13800138000',
  intentionName: '张三',
  intentionScene: '',
};

const reason = (body: Record<string, unknown>, tenant?: string) => {
  const check = validateIntent(body, tenant);
  return check.ok ? null : check.desc;
};

describe('validateIntent', () => {
  it('accepts a complete intent and trims its fields', () => {
    const check = validateIntent({ ...valid, intentionName: '  张三 ', intentionScene: ' 智能校对 ' });
    expect(check).toEqual({ ok: true, intent: { ...valid, intentionName: '张三', intentionScene: '智能校对' } });
  });

  it('fills in the default type and source when they are missing', () => {
    const check = validateIntent({ intentionCompany: '星海日报社', intentionMobile: '13800138000', intentionName: '张三' });
    expect(check.ok && check.intent).toMatchObject({ intentionType: 3, intentionSource: 10033, version: '' });
  });

  it('asks for a mobile number when it is missing, blank or malformed', () => {
    for (const intentionMobile of [undefined, '   ', '10345678901', '1380013800', '138001380000', '11800138000', 13800138000]) {
      expect(reason({ ...valid, intentionMobile })).toBe('请填写手机号码');
    }
  });

  it('asks for the name and the company with the form messages', () => {
    expect(reason({ ...valid, intentionName: ' ' })).toBe('未填写姓名');
    expect(reason({ ...valid, intentionCompany: '' })).toBe('未填写企业名称');
  });

  it('bounds the length of every field', () => {
    const long = (n: number) => '字'.repeat(n);
    expect(reason({ ...valid, intentionName: long(MAX_FIELD_LENGTH) })).toBeNull();
    expect(reason({ ...valid, intentionName: long(MAX_FIELD_LENGTH + 1) })).toBe(`姓名不能超过${MAX_FIELD_LENGTH}个字`);
    expect(reason({ ...valid, intentionCompany: long(MAX_FIELD_LENGTH + 1) })).toBe(`企业名称不能超过${MAX_FIELD_LENGTH}个字`);
    expect(reason({ ...valid, intentionScene: long(MAX_SCENE_LENGTH + 1) })).toBe(`使用场景不能超过${MAX_SCENE_LENGTH}个字`);
    expect(reason({ ...valid, version: 'v'.repeat(33) })).toBe('版本号格式不正确');
  });

  it('refuses fields of the wrong type', () => {
    expect(reason({ ...valid, intentionType: 'three' })).toBe('意向类型不正确');
    expect(reason({ ...valid, intentionSource: 1.5 })).toBe('意向来源不正确');
    expect(reason({ ...valid, intentionScene: ['a'] })).toBe('使用场景格式不正确');
  });

  it("accepts a logged-in visitor's bare contact record under the tenant's name", () => {
    const check = validateIntent({ intentionType: 3, intentionSource: 10033 }, '星海日报社');
    expect(check.ok && check.intent).toMatchObject({ intentionCompany: '星海日报社', tenantName: '星海日报社', intentionMobile: '' });
  });

  it('refuses a bare contact record from an anonymous visitor', () => {
    expect(reason({ intentionType: 3, intentionSource: 10033 })).toBe('请填写手机号码');
  });
});
