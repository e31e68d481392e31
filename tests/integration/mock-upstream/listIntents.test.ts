import { describe, expect, it } from 'vitest';
import { IntentStore } from '../../../mock-upstream/intentStore';
import { runScript, tempDir } from '../../mockUpstream';

const SPAWN_TIMEOUT_MS = 30_000;

function run(args: string[]): Promise<{ code: number | null; stdout: string }> {
  const child = runScript('listIntents.ts', args, {});
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout })));
}

describe('listIntents', () => {
  it(
    'prints the persisted intents of a data directory, newest first',
    async () => {
      const dataDir = tempDir();
      const store = new IntentStore(dataDir);
      const base = { version: '1', intentionType: 3, intentionSource: 10033, intentionCompany: '星海日报社', intentionScene: '' };
      store.append({ ...base, intentionMobile: '13800000001', intentionName: '甲' });
      store.append({ ...base, intentionMobile: '13800000002', intentionName: '乙' });

      const text = await run([dataDir]);
      expect(text.code).toBe(0);
      expect(text.stdout).toContain('2 条合作意向');
      expect(text.stdout.indexOf('乙 13800000002')).toBeLessThan(text.stdout.indexOf('甲 13800000001'));

      const json = await run([dataDir, '--json']);
      expect(
        json.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l).intentionName),
      ).toEqual(['乙', '甲']);
    },
    SPAWN_TIMEOUT_MS,
  );
});
