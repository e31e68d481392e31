import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE_MESSAGE, judgeResponse } from '../../../../client/api/responseHandler';

const toasted = (message: string) => ({ silent: false, message });

describe('judgeResponse', () => {
  it('stays silent for HTTP 200 with code 200', () => {
    expect(judgeResponse(200, { code: 200, desc: '成功' })).toEqual({ silent: true });
  });

  it('shows the desc of code 200 when the HTTP status is not 200', () => {
    expect(judgeResponse(500, { code: 200, desc: '服务异常' })).toEqual(toasted('服务异常'));
  });

  it.each([1, 2, 6, 8, 11, 800, 900, 400, 1206, 1207])('stays silent for resultCode %i', (resultCode) => {
    expect(judgeResponse(200, { code: 500, resultCode, desc: '不应显示' })).toEqual({ silent: true });
    expect(judgeResponse(500, { resultCode, resultMsg: '不应显示' })).toEqual({ silent: true });
  });

  it.each([1207, 2, 404, 10003])('stays silent for code %i, whatever the HTTP status', (code) => {
    expect(judgeResponse(200, { code, desc: '不应显示' })).toEqual({ silent: true });
    expect(judgeResponse(404, { code, desc: '不应显示' })).toEqual({ silent: true });
  });

  it('does not mix the two lists: code 400 and resultCode 404 are shown', () => {
    expect(judgeResponse(200, { code: 400, desc: '参数错误' })).toEqual(toasted('参数错误'));
    expect(judgeResponse(200, { code: 500, resultCode: 404, desc: '未找到' })).toEqual(toasted('未找到'));
  });

  it('shows desc before resultMsg', () => {
    expect(judgeResponse(200, { code: 500, desc: '服务描述', resultMsg: '结果描述' })).toEqual(toasted('服务描述'));
  });

  it('shows resultMsg when desc is missing or blank', () => {
    expect(judgeResponse(200, { code: 500, resultMsg: '结果描述' })).toEqual(toasted('结果描述'));
    expect(judgeResponse(200, { code: 500, desc: ' ', resultMsg: '结果描述' })).toEqual(toasted('结果描述'));
  });

  it('shows the generic message when neither text is given', () => {
    expect(GENERIC_FAILURE_MESSAGE).toBe('请求失败，请稍后重试');
    expect(judgeResponse(502, { code: 502 })).toEqual(toasted(GENERIC_FAILURE_MESSAGE));
    expect(judgeResponse(200, { code: 500, desc: 42 })).toEqual(toasted(GENERIC_FAILURE_MESSAGE));
  });

  it('does not take codes written as strings for the silent ones', () => {
    expect(judgeResponse(200, { code: '200', desc: '格式错误' })).toEqual(toasted('格式错误'));
    expect(judgeResponse(200, { resultCode: '1', desc: '格式错误' })).toEqual(toasted('格式错误'));
  });

  it.each([null, undefined, 'ok', 200, true, [{ code: 200 }]])('shows the generic message for the body %j', (body) => {
    expect(judgeResponse(200, body)).toEqual(toasted(GENERIC_FAILURE_MESSAGE));
  });
});
