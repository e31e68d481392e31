import { describe, expect, it } from 'vitest';
import { buildTelemetryRecord, localeOf, type TelemetryInput } from '../../../../client/analytics/record';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const input: TelemetryInput = {
  pathname: '/product/TTS.html',
  routeName: '语音合成',
  title: '语音合成 - 智媒开放平台',
  referrer: 'https://www.example.com/',
  url: 'https://open.example.com/product/TTS.html?from=menu',
  deviceId: 'device-1',
  userId: 'user-7',
  screen: { width: 1920, height: 1080, pixelRatio: 2 },
  language: 'zh-CN',
  userAgent: DESKTOP_UA,
  connection: '4g',
  timezone: 'Asia/Shanghai',
  now: 1_760_000_000_000,
  tenantName: '星海日报社',
  id: 'record-1',
};

describe('buildTelemetryRecord', () => {
  it('fills the ten groups of a page view', () => {
    expect(buildTelemetryRecord(input)).toEqual({
      logInfo: { id: 'record-1', time: 1_760_000_000_000, version: '1.0' },
      actionInfo: { type: 'page_view' },
      deviceInfo: { deviceType: 'desktop', screenWidth: 1920, screenHeight: 1080, pixelRatio: 2 },
      networkInfo: { effectiveType: '4g' },
      locationInfo: { timezone: 'Asia/Shanghai', locale: 'zh-CN', region: 'CN' },
      webBrowserInfo: { userAgent: DESKTOP_UA, language: 'zh-CN' },
      pageInfo: {
        url: 'https://open.example.com/product/TTS.html?from=menu',
        path: '/product/TTS.html',
        title: '语音合成 - 智媒开放平台',
        referrer: 'https://www.example.com/',
        pageType: 'page',
        pageSubType: '语音合成',
      },
      objectInfo: { objectType: 'page', objectId: '/product/TTS.html', objectName: '语音合成 - 智媒开放平台' },
      userInfo: { deviceId: 'device-1', userId: 'user-7', tenantName: '星海日报社' },
      extraInfo: {},
    });
  });

  it("records a chat answer rated 没帮助 as chat_feedback with the value and the answer's place, on the page it was rated", () => {
    const record = buildTelemetryRecord({ ...input, action: { type: 'chat_feedback', value: 'down', messageIndex: 2 } });
    expect(record.actionInfo).toEqual({ type: 'chat_feedback', value: 'down', messageIndex: 2 });
    expect(record.pageInfo.path).toBe('/product/TTS.html');
  });

  it('names the root home_page whatever its route name', () => {
    expect(buildTelemetryRecord({ ...input, pathname: '/', routeName: '首页' }).pageInfo.pageSubType).toBe('home_page');
    expect(buildTelemetryRecord({ ...input, pathname: '/', routeName: undefined }).pageInfo.pageSubType).toBe('home_page');
  });

  it('marks a page outside the route table as unknown', () => {
    expect(buildTelemetryRecord({ ...input, pathname: '/nope.html', routeName: undefined }).pageInfo.pageSubType).toBe('unknown');
  });

  it('generates a random id when none is passed in', () => {
    const { id: _id, ...withoutId } = input;
    const first = buildTelemetryRecord(withoutId).logInfo.id;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(buildTelemetryRecord(withoutId).logInfo.id).not.toBe(first);
  });

  it('records an anonymous visitor without tenant or user id', () => {
    const { tenantName: _tenant, ...anonymous } = input;
    expect(buildTelemetryRecord({ ...anonymous, userId: null }).userInfo).toEqual({ deviceId: 'device-1', userId: null, tenantName: '' });
  });

  it('writes unknown for a missing connection type, so the field survives JSON', () => {
    expect(buildTelemetryRecord({ ...input, connection: undefined }).networkInfo).toEqual({ effectiveType: 'unknown' });
  });

  it('copies extra fields without sharing the object', () => {
    const extra = { campaign: 'spring' };
    const record = buildTelemetryRecord({ ...input, extra });
    expect(record.extraInfo).toEqual({ campaign: 'spring' });
    expect(record.extraInfo).not.toBe(extra);
  });

  it('survives a JSON round trip unchanged', () => {
    const record = buildTelemetryRecord(input);
    expect(JSON.parse(JSON.stringify(record))).toEqual(record);
  });
});

describe('localeOf', () => {
  it('canonicalises the language and takes its region', () => {
    expect(localeOf('zh-cn')).toEqual({ locale: 'zh-CN', region: 'CN' });
    expect(localeOf('en')).toEqual({ locale: 'en', region: '' });
    expect(localeOf('zh-Hant-TW')).toEqual({ locale: 'zh-Hant-TW', region: 'TW' });
  });

  it('falls back to und for something that is not a language tag', () => {
    expect(localeOf('')).toEqual({ locale: 'und', region: '' });
    expect(localeOf('not a tag')).toEqual({ locale: 'und', region: '' });
  });
});

describe('a record of a page whose address carries a withdrawal token', () => {
  const token = 'Ng1vZn6mpfSrmtIwqlbSqGEmEGbSCEgjto5m0O_sJ7M';

  it('never carries the token to the log host, as the address or as the referrer', () => {
    const record = buildTelemetryRecord({
      ...input,
      url: `https://open.example.com/cooperation.html?withdraw=${token}#top`,
      referrer: `https://open.example.com/cooperation.html?submitted=${token}&utm_source=mail`,
    });
    expect(JSON.stringify(record)).not.toContain(token);
    expect(record.pageInfo.url).toBe('https://open.example.com/cooperation.html?withdraw=-#top');
    expect(record.pageInfo.referrer).toBe('https://open.example.com/cooperation.html?submitted=-&utm_source=mail');
  });

  it('keeps the thank-you state without a token as it is', () => {
    expect(buildTelemetryRecord({ ...input, url: 'https://open.example.com/cooperation.html?submitted=1' }).pageInfo.url).toBe(
      'https://open.example.com/cooperation.html?submitted=1',
    );
  });
});
