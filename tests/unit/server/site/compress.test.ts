import { describe, expect, it } from 'vitest';
import { encodingFor } from '../../../../server/site/compress';

describe('the encoding a page is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['bogus;;q=x', 'identity'],
  ] as const)('for Accept-Encoding "%s" is %s', (header, encoding) => {
    expect(encodingFor(header)).toBe(encoding);
  });
});
