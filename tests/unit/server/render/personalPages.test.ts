/**
 * The logged-in pages' templates (server/render/personalPages.ts): kept as long as the page's
 * data, the least recently used dropped, built one at a time, and a page that makes none
 * remembered so that no visitor can make it be built on every request.
 */
import { describe, expect, it } from 'vitest';
import { PersonalPages } from '../../../../server/render/personalPages';
import type { PersonalTemplate } from '../../../../server/render/personalTemplate';
import { deferred } from '../../../helpers';

const template = (label: string): PersonalTemplate => ({ parts: [Buffer.from(label)], deflated: [], crcs: [], shifts: [], slots: [], csp: '' });
const noError = (error: unknown) => {
  throw error;
};

describe('the logged-in pages’ templates', () => {
  it('keeps a template for the page cache’s time, then builds it again', async () => {
    let now = 0;
    const pages = new PersonalPages(1000, 8, () => now);
    let builds = 0;
    const make = async () => (builds++, template('a'));
    pages.build('/', make, noError);
    await pages.built();
    expect(pages.get('/')?.parts[0]!.toString()).toBe('a');
    now = 999;
    pages.build('/', make, noError);
    expect(builds).toBe(1);
    now = 1000;
    expect(pages.get('/')).toBeUndefined();
    pages.build('/', make, noError);
    await pages.built();
    expect(builds).toBe(2);
  });

  it('builds one at a time: a page asked for during another’s build is built on a later visit', async () => {
    const pages = new PersonalPages(1000, 8, () => 0);
    const first = deferred<PersonalTemplate>();
    pages.build('/a', () => first.promise, noError);
    let second = 0;
    pages.build('/b', async () => (second++, template('b')), noError);
    expect(second).toBe(0);
    first.resolve(template('a'));
    await pages.built();
    pages.build('/b', async () => (second++, template('b')), noError);
    await pages.built();
    expect(second).toBe(1);
    expect(pages.get('/b')).toBeDefined();
  });

  it('remembers a page that makes no template, so it is not rendered again until its time is up', async () => {
    const pages = new PersonalPages(1000, 8, () => 0);
    let builds = 0;
    for (let i = 0; i < 5; i++) {
      pages.build('/x', async () => (builds++, undefined), noError);
      await pages.built();
    }
    expect(builds).toBe(1);
    expect(pages.get('/x')).toBeUndefined();
  });

  it('stores nothing when a build throws, and says so', async () => {
    const pages = new PersonalPages(1000, 8, () => 0);
    const errors: unknown[] = [];
    pages.build(
      '/x',
      () => Promise.reject(new Error('upstream down')),
      (error) => errors.push(error),
    );
    await pages.built();
    expect(errors).toHaveLength(1);
    pages.build('/x', async () => template('x'), noError);
    await pages.built();
    expect(pages.get('/x')).toBeDefined();
  });

  it('drops the least recently used past its bound', async () => {
    const pages = new PersonalPages(1000, 2, () => 0);
    for (const key of ['/a', '/b']) {
      pages.build(key, async () => template(key), noError);
      await pages.built();
    }
    pages.get('/a');
    pages.build('/c', async () => template('/c'), noError);
    await pages.built();
    expect([pages.get('/a'), pages.get('/b'), pages.get('/c')].map(Boolean)).toEqual([true, false, true]);
  });
});
