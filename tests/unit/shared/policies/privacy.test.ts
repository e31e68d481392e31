/**
 * The privacy policy tells the truth only while it names what the code does: these hold its
 * text to the storage keys, cookies, limits and retention the code sets.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_STORAGE_KEY, MAX_STORED_BYTES, MAX_STORED_MESSAGES } from '../../../../client/chat/chatStorage';
import { DEVICE_ID_KEY, USER_ID_KEY } from '../../../../client/visitor/deviceId';
import { loadConfig } from '../../../../server/config';
import { LOGIN_SEAL_COOKIE } from '../../../../server/security/loginSeal';
import { LOG_PATH } from '../../../../shared/api';
import { WITHDRAWAL_DAYS } from '../../../../shared/consent';
import { LOGIN_COOKIE, SESSION_COOKIE, TENANT_COOKIE } from '../../../../shared/loginCookies';
import { PRIVACY_POLICY } from '../../../../shared/policies/privacy';

const text = JSON.stringify(PRIVACY_POLICY);
const section = (id: string) => PRIVACY_POLICY.sections.find((s) => s.id === id)!;

describe('the privacy policy', () => {
  it('names the analytics device id and user id as the browser stores them, and where records go', () => {
    expect(text).toContain(DEVICE_ID_KEY);
    expect(text).toContain(USER_ID_KEY);
    expect(text).toContain(` ${LOG_PATH} `);
  });

  it('says how much of the chat the tab keeps and under which key', () => {
    const chat = JSON.stringify(section('chat'));
    expect(chat).toContain(CHAT_STORAGE_KEY);
    expect(chat).toContain(`最近${MAX_STORED_MESSAGES}条`);
    expect(chat).toContain(`${MAX_STORED_BYTES / 1024}KB`);
  });

  it('lists every cookie the site or its proxy sets, once each', () => {
    const names = section('cookies').table!.rows.map((row) => row[0]);
    expect([...names].sort()).toEqual([LOGIN_COOKIE, TENANT_COOKIE, SESSION_COOKIE, LOGIN_SEAL_COOKIE].sort());
  });

  it('gives the outbox retention the default configuration applies, and the withdrawal link’s life', () => {
    const deadAfterDays = loadConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', AI_SIGNING_KEY: 'k'.repeat(32) }).leads.deadAfterMs / (24 * 3600_000);
    const leads = JSON.stringify(section('leads'));
    expect(leads).toContain(`最长保留${deadAfterDays}天`);
    expect(leads).toContain(`${WITHDRAWAL_DAYS}天内有效`);
  });

  it('names the three services it hands data to', () => {
    expect(section('processors').table!.rows.map((row) => row[0])).toEqual(['业务接口服务（API）', 'AI服务', '日志服务']);
  });
});
