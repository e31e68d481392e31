import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../../../../shared/policies/privacy';
import { testApp } from '../../../helpers';

describe('/agreement/privacy.html', () => {
  it('is the policy kept in the repository, whole, even with the upstream down: every section and every cookie row', async () => {
    // testApp's upstream refuses every connection: nothing on this page may come from it.
    const page = await request(testApp()).get('/agreement/privacy.html').expect(200);
    for (const section of PRIVACY_POLICY.sections) {
      expect(page.text).toContain(`>${section.title}</h2>`);
      for (const row of section.table?.rows ?? []) expect(page.text).toContain(`>${row[0]}</th>`);
    }
    expect(page.text).not.toContain('正在加载协议内容');
  });
});
