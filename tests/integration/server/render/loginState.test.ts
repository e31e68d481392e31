/**
 * The login cookies as the page handler reads them: what a visitor's browser (or anyone)
 * sends decides whose page is rendered, so no value of them may break a page.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { LOGIN_COOKIE, TENANT_COOKIE } from '../../../../shared/api';
import { pageRoutes } from '../../../../shared/navigation';
import { testApp } from '../../../helpers';

const app = testApp();
/** Every page of the route table, rendered logged in: 10× the 30 s that took at load 16 on two cores. */
const EVERY_PAGE_TIMEOUT_MS = 300_000;

describe('a `j:` value in a login cookie (cookie-parser reads it as JSON)', () => {
  const J_OBJECT = 'j:{"toString":1}';

  it.each([
    ['the tenant name', `${LOGIN_COOKIE}=1; ${TENANT_COOKIE}=${J_OBJECT}`],
    ['the login flag', `${LOGIN_COOKIE}=${J_OBJECT}; ${TENANT_COOKIE}=x`],
    ['both', `${LOGIN_COOKIE}=j:1; ${TENANT_COOKIE}=j:[1]`],
  ])('in %s leaves every page of the route table a 200', { timeout: EVERY_PAGE_TIMEOUT_MS }, async (_which, cookie) => {
    for (const route of pageRoutes) {
      const res = await request(app).get(route.path).set('Cookie', cookie);
      expect(`${route.path} ${res.status}`).toBe(`${route.path} 200`);
    }
  });
});
