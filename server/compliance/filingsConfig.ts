/**
 * The filing numbers and 举报 contacts (shared/filings.ts) from the environment, validated
 * once at start. Left out, each keeps the demo's placeholder, which the pages mark 示例; in
 * production (NODE_ENV=production) a placeholder stops the start, naming its variable: a site
 * that offers generative AI must show its own numbers where the service is offered.
 *
 * GENAI_FILINGS and ALGORITHM_FILINGS are lists `name=number`, separated by `;` or new lines:
 *   GENAI_FILINGS="星海智媒大模型=Beijing-XingHaiZhiMei-202401010001"
 *   ALGORITHM_FILINGS="TTS=网信算备110105000000000240011号;AI-Video-Studio=网信算备…"
 */
import { DEMO_FILINGS, isPlaceholderFiling, withDemoValues } from '../../shared/demoFilings';
import type { Filings, GenAiFiling } from '../../shared/filings';
import { routeTable } from '../../shared/routeTable';
import { ConfigError, type Env } from '../configError';

/** A filing number or a model's name: printable, one line, no markup. */
const MAX_VALUE_LENGTH = 80;
const PRINTABLE = /^[^\u0000-\u001f\u007f<>"]+$/u;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^[\d-+() ]{3,30}$/;

/** The slugs ALGORITHM_FILINGS may name: the product and studio pages. */
function productSlugs(): Set<string> {
  return new Set(
    routeTable.flatMap((entry) =>
      'kind' in entry && (entry.kind === 'product' || entry.kind === 'studio') ? [entry.path.replace(/^.*\//, '').replace(/\.html$/, '')] : [],
    ),
  );
}

function readValue(variable: string, raw: string, what: string): string {
  const value = raw.trim();
  if (!value || value.length > MAX_VALUE_LENGTH || !PRINTABLE.test(value)) {
    throw new ConfigError(
      variable,
      `has ${what} "${value.slice(0, MAX_VALUE_LENGTH)}": it must be 1 to ${MAX_VALUE_LENGTH} printable characters, without < > "`,
    );
  }
  return value;
}

function readPairs(env: Env, variable: string): Array<[string, string]> | undefined {
  const raw = env[variable]?.trim();
  if (!raw) return undefined;
  return raw
    .split(/[;\n]/)
    .filter((item) => item.trim())
    .map((item) => {
      const at = item.indexOf('=');
      if (at <= 0) throw new ConfigError(variable, `must be a list of name=number separated by ";", got "${item.trim().slice(0, MAX_VALUE_LENGTH)}"`);
      return [readValue(variable, item.slice(0, at), 'a name'), readValue(variable, item.slice(at + 1), 'a number')];
    });
}

function readGenAi(env: Env): GenAiFiling[] {
  const pairs = readPairs(env, 'GENAI_FILINGS');
  if (!pairs) return DEMO_FILINGS.genai;
  return pairs.map(([model, number]) => ({ model, number }));
}

function readAlgorithms(env: Env): Record<string, string> {
  const pairs = readPairs(env, 'ALGORITHM_FILINGS');
  if (!pairs) return DEMO_FILINGS.algorithms;
  const slugs = productSlugs();
  for (const [slug] of pairs) {
    if (!slugs.has(slug))
      throw new ConfigError(
        'ALGORITHM_FILINGS',
        `names "${slug}", which is not a product page (its path's file name without .html, such as TTS or AI-Video-Studio)`,
      );
  }
  return Object.fromEntries(pairs);
}

function readMatching(env: Env, variable: string, pattern: RegExp, fallback: string, what: string): string {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (!pattern.test(raw)) throw new ConfigError(variable, `must be ${what}, got "${raw.slice(0, MAX_VALUE_LENGTH)}"`);
  return raw;
}

/** Every variable still at its placeholder, named at once: an operator fixes them in one round. */
function refusePlaceholders(filings: Omit<Filings, 'demoValues'>): void {
  const placeholders = [
    ['ICP_NUMBER', [filings.icpNumber]],
    ['PSB_NUMBER', [filings.psbNumber]],
    ['GENAI_FILINGS', filings.genai.map(({ number }) => number)],
    ['ALGORITHM_FILINGS', Object.values(filings.algorithms)],
    ['REPORT_EMAIL', [filings.reportEmail]],
    ['REPORT_PHONE', [filings.reportPhone]],
  ] as const;
  const wanting = placeholders.filter(([, values]) => values.some(isPlaceholderFiling)).map(([name]) => name);
  if (wanting.length === 0) return;
  throw new ConfigError(
    wanting.join(', '),
    "must be set to the site's own filings in production (NODE_ENV=production): the demo's placeholder numbers (shown marked 示例) are not filings",
  );
}

export function readFilings(env: Env): Filings {
  const filings = {
    icpNumber: env.ICP_NUMBER?.trim() ? readValue('ICP_NUMBER', env.ICP_NUMBER, 'the number') : DEMO_FILINGS.icpNumber,
    psbNumber: env.PSB_NUMBER?.trim() ? readValue('PSB_NUMBER', env.PSB_NUMBER, 'the number') : DEMO_FILINGS.psbNumber,
    genai: readGenAi(env),
    algorithms: readAlgorithms(env),
    reportEmail: readMatching(env, 'REPORT_EMAIL', EMAIL, DEMO_FILINGS.reportEmail, 'an e-mail address'),
    reportPhone: readMatching(env, 'REPORT_PHONE', PHONE, DEMO_FILINGS.reportPhone, 'a phone number (digits, spaces, - + ( ))'),
  };
  if (filings.genai.length === 0) throw new ConfigError('GENAI_FILINGS', 'must name at least the model the chat answers with');
  if (env.NODE_ENV === 'production') refusePlaceholders(filings);
  return withDemoValues(filings);
}
