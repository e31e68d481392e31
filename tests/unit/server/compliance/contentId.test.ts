import { describe, expect, it } from 'vitest';
import { contentIds } from '../../../../server/compliance/contentId';

const ids = contentIds('a-signing-key-of-this-site');
const NOW = Date.UTC(2026, 10, 28, 9, 30);

describe('an AI answer’s content id', () => {
  it('is a UUIDv7 dated when it was made, in the text form a complaint can quote', () => {
    const id = ids.issue(NOW);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids.issuedAt(id)?.getTime()).toBe(NOW);
  });

  it('differs each time, and sorts by time', () => {
    const made = Array.from({ length: 1000 }, (_, i) => ids.issue(NOW + i * 1000));
    expect(new Set(made).size).toBe(1000);
    expect([...made].sort()).toEqual(made);
  });

  it('is known only to a server holding the key: a changed character, another key’s id or junk is null', () => {
    const id = ids.issue(NOW);
    const changed = id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');
    expect(ids.issuedAt(changed)).toBeNull();
    expect(ids.issuedAt(contentIds('another-key').issue(NOW))).toBeNull();
    for (const junk of ['', 'not-an-id', id.toUpperCase() + 'x', 'x'.repeat(10_000), '00000000-0000-7000-8000-000000000000']) {
      expect(ids.issuedAt(junk), junk.slice(0, 20)).toBeNull();
    }
    expect(ids.issuedAt(42 as unknown as string)).toBeNull();
  });
});
