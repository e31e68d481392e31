import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { startMockProcess, tempDir, type MockProcess } from '../../mockUpstream';

const SPAWN_TIMEOUT_MS = 30_000;
const running: MockProcess[] = [];

afterEach(() => {
  for (const mock of running.splice(0)) mock.child.kill('SIGKILL');
});

async function start(dataDir: string): Promise<MockProcess> {
  const mock = await startMockProcess({ MOCK_DATA_DIR: dataDir });
  running.push(mock);
  return mock;
}

describe('the standalone mock upstream', () => {
  it(
    'keeps an acknowledged intent across a SIGKILL and a restart on the same data directory',
    async () => {
      const dataDir = tempDir();
      const first = await start(dataDir);
      const submitted = await fetch(`${first.url}${API.intentionSubmit.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          version: 'web-1.0',
          intentionType: 3,
          intentionSource: 10033,
          intentionCompany: '云帆科技有限公司',
          intentionMobile: '13700001111',
          intentionName: '孙七',
          intentionScene: '车载资讯',
        }),
      });
      expect(submitted.status).toBe(200);
      const { code, data } = (await submitted.json()) as { code: number; data: { id: string } };
      expect(code).toBe(200);

      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();

      const second = await start(dataDir);
      const listed = (await (await fetch(`${second.url}/intents`)).json()) as { data: { list: Array<{ id: string; intentionName: string }> } };
      expect(listed.data.list).toContainEqual(expect.objectContaining({ id: data.id, intentionName: '孙七' }));
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'exits 0 after SIGTERM',
    async () => {
      const dataDir = tempDir();
      const mock = await start(dataDir);
      expect((await fetch(`${mock.url}/healthz`)).status).toBe(200);
      mock.child.kill('SIGTERM');
      expect(await mock.exited).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'exits 1 naming the variable when a setting is invalid',
    async () => {
      await expect(startMockProcess({ MOCK_LATENCY_MS: 'slow' })).rejects.toThrow(/exited with 1[\s\S]*MOCK_LATENCY_MS/);
    },
    SPAWN_TIMEOUT_MS,
  );
});
