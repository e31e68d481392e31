/**
 * A request's page is looked up in the route table once, whoever needs it after: the
 * compression skip, the metrics label, the page handler and its scripts, the 404/405 handler.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../helpers';

const lookups = vi.hoisted(() => ({ paths: [] as string[] }));

vi.mock('../../../../shared/navigation', async (importOriginal) => {
  const navigation = await importOriginal<typeof import('../../../../shared/navigation')>();
  return {
    ...navigation,
    findPageRoute: (path: string) => {
      lookups.paths.push(path);
      return navigation.findPageRoute(path);
    },
  };
});

const app = testApp();

describe('the route table, per request', () => {
  beforeEach(() => {
    lookups.paths = [];
  });

  it.each([
    ['a page', 'get', '/gov.html', 200],
    ['a page whose data never comes', 'get', '/docCenter.html', 200],
    ['a path that is no page', 'get', '/nothing.html', 404],
    ['another spelling of a page', 'get', '/GOV.HTML', 301],
    ['a page asked with another method', 'delete', '/gov.html', 405],
    ['an API call', 'get', '/api/nothing', 404],
  ] as const)('is consulted once for %s', async (_, method, path, status) => {
    await request(app)[method](path).expect(status);
    expect(lookups.paths).toEqual([path]);
  });
});
