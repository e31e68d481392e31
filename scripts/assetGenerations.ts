/**
 * The hashed client files of the build before this one stay beside this build's for one
 * deploy: a tab opened before the deploy still gets the page chunks its entry asks for, and
 * moves to the new build on its next full load. Older files go, so `dist/client/assets`
 * holds two builds at most. A build identical to the last one is no new generation: the
 * files before it stay too.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** File names (no .br/.gz copies) of the current and the previous build. */
interface Generations {
  current: string[];
  previous: string[];
}

const COPIES = /\.(br|gz)$/;

async function readGenerations(record: string): Promise<Generations | undefined> {
  try {
    return JSON.parse(await readFile(record, 'utf8')) as Generations;
  } catch {
    return undefined;
  }
}

const sameFiles = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name));

/**
 * Call once this build's files are written to `dir`: removes every file of neither this
 * build nor the one before, and records the two in `record` (outside `dir`, never served).
 */
export async function keepOneGenerationBack(dir: string, built: string[], record: string): Promise<Generations> {
  const present = await readdir(dir);
  const last = await readGenerations(record);
  // Builds before the record wiped the folder first: what else is there is the last build.
  const lastBuild = last?.current ?? [...new Set(present.map((name) => name.replace(COPIES, '')))].filter((name) => !built.includes(name));
  const generations: Generations =
    last && sameFiles(last.current, built) ? last : { current: built, previous: lastBuild.filter((name) => !built.includes(name)) };
  const kept = new Set([...generations.current, ...generations.previous]);
  await Promise.all(present.filter((name) => !kept.has(name.replace(COPIES, ''))).map((name) => rm(path.join(dir, name), { recursive: true, force: true })));
  await writeFile(record, JSON.stringify(generations));
  return generations;
}
