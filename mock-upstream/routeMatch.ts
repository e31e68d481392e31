/**
 * Finds the page of the site's route table a visitor's question is about. Chinese has no
 * spaces, so text is compared as character bigrams (plus whole Latin words such as TTS or
 * H5), weighted by where they occur and by how rare they are across the table, so that
 * common words like 智能 or 产品 count for little.
 */
import type { PageRoute } from '../shared/routes';
import { pageRoutes } from '../shared/navigation';
import { COMPANY_NAME, PLATFORM_NAME } from '../shared/site';

/**
 * The pages an answer may recommend: those the menus list, a product, a service or a section,
 * but not the home page. A page no menu lists (the app shell, the chat, the agreements, the
 * forms, search, the changelog) describes the site rather than anything a visitor asks about.
 */
const isAnswerable = (route: PageRoute) => route.kind !== 'home' && route.placements.length > 0;
const FIELD_WEIGHT = { name: 3, keywords: 2, heading: 1 } as const;
const NAME_BONUS = 6;
const KEYWORD_BONUS = 3;
/** Below this, a question shares only incidental words with a page; calibrated on the prompt pool. */
export const MIN_SCORE = 6;

export function tokenize(text: string): Set<string> {
  const lower = text.toLowerCase();
  const tokens = new Set<string>();
  for (const word of lower.match(/[a-z0-9]+/g) ?? []) if (word.length >= 2) tokens.add(word);
  for (const run of lower.match(/[\u3400-\u9fff]+/g) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i + 1 < chars.length; i++) tokens.add(`${chars[i]}${chars[i + 1]}`);
  }
  return tokens;
}

interface IndexedRoute {
  route: PageRoute;
  keywords: string[];
  fields: Record<keyof typeof FIELD_WEIGHT, Set<string>>;
}

export function keywordsOf(route: PageRoute): string[] {
  return route.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

const indexed: IndexedRoute[] = pageRoutes.filter(isAnswerable).map((route) => ({
  route,
  keywords: keywordsOf(route),
  fields: { name: tokenize(route.name), keywords: tokenize(route.keywords), heading: tokenize(route.heading) },
}));

const documentFrequency = new Map<string, number>();
for (const entry of indexed) {
  const all = new Set([...entry.fields.name, ...entry.fields.keywords, ...entry.fields.heading]);
  for (const token of all) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
}

function idf(token: string): number {
  return Math.log(1 + indexed.length / (documentFrequency.get(token) ?? indexed.length));
}

function scoreOf(entry: IndexedRoute, question: string, tokens: Set<string>): number {
  let score = 0;
  for (const token of tokens) {
    const weight = entry.fields.name.has(token)
      ? FIELD_WEIGHT.name
      : entry.fields.keywords.has(token)
        ? FIELD_WEIGHT.keywords
        : entry.fields.heading.has(token)
          ? FIELD_WEIGHT.heading
          : 0;
    score += weight * idf(token);
  }
  const lower = question.toLowerCase();
  if (lower.includes(entry.route.name.toLowerCase())) score += NAME_BONUS;
  for (const keyword of entry.keywords) if (lower.includes(keyword.toLowerCase())) score += KEYWORD_BONUS;
  return score;
}

export interface RouteMatch {
  route: PageRoute;
  score: number;
}

/** The best-matching page, or null when nothing matches well enough. Ties go to table order. */
export function matchRoute(rawQuestion: string): RouteMatch | null {
  // "智媒开放平台有哪些产品" is about everything; its 平台 must not pick 多平台分发.
  const question = rawQuestion.split(PLATFORM_NAME).join(' ').split(COMPANY_NAME).join(' ');
  const tokens = tokenize(question);
  let best: RouteMatch | null = null;
  for (const entry of indexed) {
    const score = scoreOf(entry, question, tokens);
    if (!best || score > best.score) best = { route: entry.route, score };
  }
  return best && best.score >= MIN_SCORE ? best : null;
}
