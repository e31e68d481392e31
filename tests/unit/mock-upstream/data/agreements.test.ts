import { describe, expect, it } from 'vitest';
import { AGREEMENTS, findAgreement, renderAgreement } from '../../../../mock-upstream/data/agreements';

describe('the legal documents', () => {
  it('are exactly the user, privacy, service and chat agreements', () => {
    expect(Object.keys(AGREEMENTS).sort()).toEqual(['/agreement/chat', '/agreement/privacy', '/agreement/service', '/agreement/user']);
  });

  it.each(Object.entries(AGREEMENTS))('%s has six to ten sections and names 星海传媒集团', (_url, doc) => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(6);
    expect(doc.sections.length).toBeLessThanOrEqual(10);
    expect(JSON.stringify(doc)).toContain('星海传媒集团');
  });

  it('never finds inherited object properties', () => {
    expect(findAgreement('constructor')).toBeUndefined();
    expect(findAgreement(['/agreement/user'])).toBeUndefined();
  });

  it('renders text escaped, in h2, p, ul and li only', () => {
    const html = renderAgreement({
      title: 't',
      effectiveDate: '2025年1月1日',
      preamble: ['<img src=x onerror=alert(1)>'],
      sections: [{ heading: 'A & B', paragraphs: ['p'], items: ['i'], after: ['q'] }],
    });
    expect(html).toBe('<p>更新日期：2025年1月1日</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>\n<h2>A &amp; B</h2>\n<p>p</p>\n<ul><li>i</li></ul>\n<p>q</p>');
  });
});
