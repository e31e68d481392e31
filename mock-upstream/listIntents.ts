/**
 * Operator CLI: prints the persisted cooperation intents, newest first.
 *   npx tsx mock-upstream/listIntents.ts [dataDir]   (default: $MOCK_DATA_DIR or ./data)
 * With --json, prints one JSON object per line instead.
 */
import path from 'node:path';
import { readMockDataDir } from './env';
import { INTENTS_FILE, readIntents, type Intent } from './intentStore';

function describe(intent: Intent): string {
  const who = intent.tenantName ? `${intent.tenantName}（已登录用户）` : `${intent.intentionName} ${intent.intentionMobile}`;
  const lines = [`${intent.createdAt}  ${intent.id}`, `  ${who} · ${intent.intentionCompany}`];
  if (intent.intentionScene) lines.push(`  使用场景：${intent.intentionScene}`);
  lines.push(`  来源 ${intent.intentionSource} · 类型 ${intent.intentionType}${intent.version ? ` · 版本 ${intent.version}` : ''}`);
  return lines.join('\n');
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const given = args.find((a) => !a.startsWith('--'));
const dataDir = given ? path.resolve(given) : readMockDataDir();
const intents = readIntents(path.join(dataDir, INTENTS_FILE)).reverse();

if (json) {
  for (const intent of intents) console.log(JSON.stringify(intent));
} else {
  console.log(`${intents.length} 条合作意向（${path.join(dataDir, INTENTS_FILE)}）`);
  for (const intent of intents) console.log(`\n${describe(intent)}`);
}
