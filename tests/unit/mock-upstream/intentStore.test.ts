import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTENTS_FILE, IntentStore, readIntents, type IntentInput } from '../../../mock-upstream/intentStore';
import { tempDir } from '../../mockUpstream';

const input: IntentInput = {
  version: '1.0',
  intentionType: 3,
  intentionSource: 10033,
  intentionCompany: '星海日报社',
  intentionMobile: '13800138000',
  intentionName: '张三',
  intentionScene: '新闻稿件智能校对',
};

describe('IntentStore', () => {
  it('creates a missing data directory', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    new IntentStore(dir);
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('appends one JSON line per intent with an id and an ISO creation time', () => {
    const dir = tempDir();
    const intent = new IntentStore(dir).append(input);
    expect(intent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(intent.createdAt).toISOString()).toBe(intent.createdAt);
    const lines = fs.readFileSync(path.join(dir, INTENTS_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual(intent);
  });

  it('lists intents newest first', () => {
    const store = new IntentStore(tempDir());
    const first = store.append(input);
    const second = store.append({ ...input, intentionName: '李四' });
    expect(store.list().map((i) => i.id)).toEqual([second.id, first.id]);
  });

  it('rereads the file when a new store opens the same directory', () => {
    const dir = tempDir();
    const saved = new IntentStore(dir).append(input);
    expect(new IntentStore(dir).list()).toEqual([saved]);
  });

  it('skips a torn last line left by a crash mid-write', () => {
    const dir = tempDir();
    const saved = new IntentStore(dir).append(input);
    fs.appendFileSync(path.join(dir, INTENTS_FILE), '{"id":"half-writ');
    expect(readIntents(path.join(dir, INTENTS_FILE))).toEqual([saved]);
  });

  it('reads a missing file as no intents', () => {
    expect(readIntents(path.join(tempDir(), INTENTS_FILE))).toEqual([]);
  });
});
