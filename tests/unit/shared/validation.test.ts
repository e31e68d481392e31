import { describe, expect, it } from 'vitest';
import {
  INTENTION_LIMITS,
  isBareIntention,
  toIntentionPayload,
  validateBareIntention,
  validateIntentionForm,
  validateIntentionPayload,
  type IntentionForm,
} from '../../../shared/validation';

const filled: IntentionForm = { mobile: '13800138000', name: '张三', company: '星海日报社', scene: '', agreed: true, partners: false, followUp: false };

const errorsOf = (change: Partial<IntentionForm>) => {
  const check = validateIntentionForm({ ...filled, ...change });
  return check.ok ? {} : check.errors;
};

const payload = {
  version: '1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '星海日报社',
  intentionMobile: '13800138000',
  intentionName: '张三',
  intentionScene: '',
};

const descOf = (body: unknown) => {
  const check = validateIntentionPayload(body);
  return check.ok ? null : check.desc;
};

describe('validateIntentionForm', () => {
  it('accepts a filled-in form with the agreement checked and no scene', () => {
    expect(validateIntentionForm(filled)).toEqual({ ok: true });
  });

  it.each(['13800138000', ' 13800138000 ', '12000000000', '19999999999'])('accepts the mobile number %j', (mobile) => {
    expect(errorsOf({ mobile }).mobile).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['only whitespace', '   '],
    ['starting with 10', '10800138000'],
    ['starting with 11', '11800138000'],
    ['10 digits long', '1380013800'],
    ['12 digits long', '138001380001'],
    ['with inner spaces', '138 0013 8000'],
    ['in full-width digits', '１３８００１３８０００'],
    ['with a country code', '+8613800138000'],
    ['with dashes', '138-0013-8000'],
  ])('asks for the mobile number when it is %s', (_case, mobile) => {
    expect(errorsOf({ mobile })).toEqual({ mobile: '请填写手机号码' });
  });

  it('says the name is not filled in when it is empty or blank', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: '未填写姓名' });
    expect(errorsOf({ name: ' \t ' })).toEqual({ name: '未填写姓名' });
  });

  it('says the company name is not filled in when it is empty or blank', () => {
    expect(errorsOf({ company: '' })).toEqual({ company: '未填写企业名称' });
    expect(errorsOf({ company: '   ' })).toEqual({ company: '未填写企业名称' });
  });

  it('asks to agree to the agreement when it is unchecked', () => {
    expect(errorsOf({ agreed: false })).toEqual({ agreed: '请同意协议' });
  });

  it('reports every faulty field at once', () => {
    expect(validateIntentionForm({ mobile: '', name: '', company: '', scene: '', agreed: false, partners: false, followUp: false })).toEqual({
      ok: false,
      errors: { mobile: '请填写手机号码', name: '未填写姓名', company: '未填写企业名称', agreed: '请同意协议' },
    });
  });

  it('bounds the name, the company and the scene, counting characters after trimming', () => {
    const text = (n: number) => '星'.repeat(n);
    expect(errorsOf({ name: ` ${text(INTENTION_LIMITS.name)} ` })).toEqual({});
    expect(errorsOf({ name: text(31) })).toEqual({ name: '姓名不能超过30个字' });
    expect(errorsOf({ company: text(INTENTION_LIMITS.company) })).toEqual({});
    expect(errorsOf({ company: text(61) })).toEqual({ company: '企业名称不能超过60个字' });
    expect(errorsOf({ scene: text(INTENTION_LIMITS.scene) })).toEqual({});
    expect(errorsOf({ scene: text(501) })).toEqual({ scene: '使用场景不能超过500个字' });
  });

  it('counts an emoji as one character', () => {
    expect(errorsOf({ name: '😀'.repeat(INTENTION_LIMITS.name) })).toEqual({});
  });

  it('keeps the mobile limit at the 11 digits of the pattern', () => {
    expect(INTENTION_LIMITS.mobile).toBe(11);
  });
});

describe('toIntentionPayload', () => {
  const form: IntentionForm = {
    mobile: ' 13800138000 ',
    name: ' 张三 ',
    company: ' 星海日报社 ',
    scene: ' 智能校对 ',
    agreed: true,
    partners: false,
    followUp: false,
  };

  it('sends the trimmed fields with intention type 3 and the default source 10033', () => {
    expect(toIntentionPayload(form, { version: '2.1' })).toEqual({
      version: '2.1',
      intentionType: 3,
      intentionSource: 10033,
      intentionCompany: '星海日报社',
      intentionMobile: '13800138000',
      intentionName: '张三',
      intentionScene: '智能校对',
    });
  });

  it('uses the service id as the source when one is set', () => {
    expect(toIntentionPayload(form, { version: '', serviceId: 20001 }).intentionSource).toBe(20001);
  });

  it('sends an empty version when the page has none', () => {
    expect(toIntentionPayload(form, {}).version).toBe('');
  });

  it('falls back to the default source for a missing or malformed service id', () => {
    for (const serviceId of [undefined, null, 0, -5, 1.5, Number.NaN]) {
      expect(toIntentionPayload(form, { version: '', serviceId }).intentionSource).toBe(10033);
    }
  });

  it('produces what the server accepts', () => {
    const sent = toIntentionPayload(form, { version: '2.1', serviceId: 20001 });
    expect(validateIntentionPayload(sent)).toEqual({ ok: true, payload: sent });
  });
});

describe('validateIntentionPayload', () => {
  it('accepts a complete payload and trims its fields', () => {
    expect(validateIntentionPayload({ ...payload, intentionName: ' 张三 ', intentionMobile: ' 13800138000 ' })).toEqual({
      ok: true,
      payload,
    });
  });

  it('treats a missing scene as empty', () => {
    const { intentionScene: _scene, ...withoutScene } = payload;
    expect(validateIntentionPayload(withoutScene)).toEqual({ ok: true, payload });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, undefined, 'text', 42, [payload]]) expect(descOf(body)).toBe('请求格式不正确');
  });

  it('answers the form messages for the contact fields', () => {
    expect(descOf({ ...payload, intentionMobile: '11800138000' })).toBe('请填写手机号码');
    expect(descOf({ ...payload, intentionMobile: 13800138000 })).toBe('请填写手机号码');
    expect(descOf({ ...payload, intentionName: '  ' })).toBe('未填写姓名');
    expect(descOf({ ...payload, intentionCompany: undefined })).toBe('未填写企业名称');
  });

  it('answers the first problem, in form order', () => {
    expect(descOf({ ...payload, intentionMobile: '', intentionName: '', intentionCompany: '' })).toBe('请填写手机号码');
    expect(descOf({ ...payload, intentionName: '', intentionCompany: '' })).toBe('未填写姓名');
  });

  it('bounds the lengths of the fields', () => {
    expect(descOf({ ...payload, intentionName: '星'.repeat(31) })).toBe('姓名不能超过30个字');
    expect(descOf({ ...payload, intentionCompany: '星'.repeat(61) })).toBe('企业名称不能超过60个字');
    expect(descOf({ ...payload, intentionScene: '星'.repeat(501) })).toBe('使用场景不能超过500个字');
    expect(descOf({ ...payload, version: 'v'.repeat(33) })).toBe('版本号格式不正确');
  });

  it('checks the types of the record fields', () => {
    expect(descOf({ ...payload, version: 1 })).toBe('版本号格式不正确');
    expect(descOf({ ...payload, intentionScene: ['场景'] })).toBe('使用场景格式不正确');
  });

  it('only accepts intention type 3', () => {
    for (const intentionType of [2, '3', undefined]) expect(descOf({ ...payload, intentionType })).toBe('意向类型不正确');
  });

  it('only accepts a positive integer source', () => {
    for (const intentionSource of [0, -1, 1.5, '10033', undefined]) {
      expect(descOf({ ...payload, intentionSource })).toBe('意向来源不正确');
    }
  });

  it('does not accept the bare footer record', () => {
    expect(descOf({ intentionType: 3, intentionSource: 10033 })).toBe('请填写手机号码');
    expect(descOf({ version: '', intentionType: 3, intentionSource: 10033 })).toBe('请填写手机号码');
  });

  it('accepts a payload without a version, a visitor on a product page having none, as an empty version', () => {
    const { version: _version, ...withoutVersion } = payload;
    expect(validateIntentionPayload(withoutVersion)).toEqual({ ok: true, payload: { ...payload, version: '' } });
    expect(validateIntentionPayload({ ...payload, version: '' })).toEqual({ ok: true, payload: { ...payload, version: '' } });
  });

  it('refuses a version that is sent but is not a string', () => {
    for (const version of [1, null, true, ['1.0'], { v: '1.0' }]) expect(descOf({ ...payload, version })).toBe('版本号格式不正确');
  });

  it('requires only what the visitor types and the page always fills in', () => {
    const { version: _version, intentionScene: _scene, ...required } = payload;
    expect(validateIntentionPayload(required).ok).toBe(true);
    for (const field of Object.keys(required)) {
      const { [field]: _dropped, ...missing } = required as Record<string, unknown>;
      expect(validateIntentionPayload(missing).ok, field).toBe(false);
    }
  });
});

describe('isBareIntention', () => {
  it("recognises the logged-in footer's record of type and source alone", () => {
    expect(isBareIntention({ intentionType: 3, intentionSource: 10033 })).toBe(true);
    expect(isBareIntention({ version: '1.0', intentionType: 3, intentionSource: 20001 })).toBe(true);
  });

  it('refuses a record carrying any contact field, even a blank one', () => {
    expect(isBareIntention(payload)).toBe(false);
    expect(isBareIntention({ intentionType: 3, intentionSource: 10033, intentionMobile: '' })).toBe(false);
    expect(isBareIntention({ intentionType: 3, intentionSource: 10033, intentionScene: '合作' })).toBe(false);
  });

  it('refuses a wrong type, a wrong source or a body that is not an object', () => {
    expect(isBareIntention({ intentionType: 2, intentionSource: 10033 })).toBe(false);
    expect(isBareIntention({ intentionType: 3, intentionSource: '10033' })).toBe(false);
    expect(isBareIntention({ intentionType: 3 })).toBe(false);
    expect(isBareIntention({ intentionType: 3, intentionSource: 10033, version: 1 })).toBe(false);
    expect(isBareIntention(null)).toBe(false);
  });
});

describe('validateBareIntention', () => {
  it('gives the type, the source and the version, an empty one when none was sent', () => {
    expect(validateBareIntention({ intentionType: 3, intentionSource: 10033 })).toEqual({
      ok: true,
      payload: { version: '', intentionType: 3, intentionSource: 10033 },
    });
  });

  it('leaves out every other key of the body', () => {
    const check = validateBareIntention({ intentionType: 3, intentionSource: 1, version: '1.0', tenantName: 'attacker', isAdmin: true });
    expect(check).toStrictEqual({ ok: true, payload: { version: '1.0', intentionType: 3, intentionSource: 1 } });
  });

  it('bounds the version as the full record does', () => {
    expect(validateBareIntention({ intentionType: 3, intentionSource: 1, version: 'v'.repeat(INTENTION_LIMITS.version) }).ok).toBe(true);
    expect(validateBareIntention({ intentionType: 3, intentionSource: 1, version: 'v'.repeat(60_000) })).toEqual({ ok: false, desc: '版本号格式不正确' });
    expect(validateBareIntention({ intentionType: 3, intentionSource: 1, version: 1 })).toEqual({ ok: false, desc: '版本号格式不正确' });
  });

  it('checks the type and the source as the full record does', () => {
    expect(validateBareIntention({ intentionType: 2, intentionSource: 1 })).toEqual({ ok: false, desc: '意向类型不正确' });
    expect(validateBareIntention({ intentionType: 3, intentionSource: 0 })).toEqual({ ok: false, desc: '意向来源不正确' });
    expect(validateBareIntention(null)).toEqual({ ok: false, desc: '请求格式不正确' });
  });
});
