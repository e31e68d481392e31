import { describe, expect, it, vi } from 'vitest';
import { buildTelemetryRecord } from '../../../../client/analytics/record';
import { sendTelemetry } from '../../../../client/analytics/send';

const record = buildTelemetryRecord({
  pathname: '/',
  routeName: undefined,
  title: '智媒开放平台',
  referrer: '',
  url: 'https://open.example.com/',
  deviceId: 'device-1',
  userId: null,
  screen: { width: 390, height: 844, pixelRatio: 3 },
  language: 'zh-CN',
  userAgent: 'test',
  connection: undefined,
  timezone: 'Asia/Shanghai',
  now: 0,
  id: 'record-1',
});

const okFetch = () => vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));

describe('sendTelemetry', () => {
  it('sends a beacon with the JSON record while the page is hidden', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetchImpl = okFetch();
    await sendTelemetry(record, { sendBeacon, fetchImpl, hidden: true });
    expect(sendBeacon).toHaveBeenCalledWith('/log', JSON.stringify(record));
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('posts with keepalive, as text/plain and without cookies while the page is visible', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetchImpl = okFetch();
    await sendTelemetry(record, { sendBeacon, fetchImpl, hidden: false });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledWith('/log', {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      // A JSON content type would need a preflight, which Chromium 80 refuses with keepalive.
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(record),
    });
  });

  it('posts when the page is hidden but the browser has no beacon', async () => {
    const fetchImpl = okFetch();
    await sendTelemetry(record, { fetchImpl, hidden: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch when the browser refuses to queue the beacon', async () => {
    const fetchImpl = okFetch();
    await sendTelemetry(record, { sendBeacon: () => false, fetchImpl, hidden: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('swallows a fetch that throws at once', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendTelemetry(record, { fetchImpl, hidden: false })).resolves.toBeUndefined();
  });

  it('swallows a fetch that rejects', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendTelemetry(record, { fetchImpl, hidden: false })).resolves.toBeUndefined();
  });

  it('swallows a beacon that throws', async () => {
    const sendBeacon = () => {
      throw new TypeError('Illegal invocation');
    };
    await expect(sendTelemetry(record, { sendBeacon, fetchImpl: okFetch(), hidden: true })).resolves.toBeUndefined();
  });
});
