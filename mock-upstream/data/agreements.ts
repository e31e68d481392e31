/** The static legal documents served by the static-resource call, keyed by its `url` parameter. */
import { escapeHtml } from '../html';
import { chatAgreement } from './agreements/chat';
import { privacyPolicy } from './agreements/privacy';
import { serviceAgreement } from './agreements/service';
import type { LegalDocument } from './agreements/types';
import { userAgreement } from './agreements/user';

export const AGREEMENTS: Readonly<Record<string, LegalDocument>> = {
  '/agreement/user': userAgreement,
  '/agreement/privacy': privacyPolicy,
  '/agreement/service': serviceAgreement,
  '/agreement/chat': chatAgreement,
};

export function findAgreement(url: unknown): LegalDocument | undefined {
  return typeof url === 'string' && Object.hasOwn(AGREEMENTS, url) ? AGREEMENTS[url] : undefined;
}

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** Only h2, p, ul and li, so the site can render it with a strict allow-list. */
export function renderAgreement(doc: LegalDocument): string {
  const parts = [p(`更新日期：${doc.effectiveDate}`), ...doc.preamble.map(p)];
  for (const section of doc.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`, ...(section.paragraphs ?? []).map(p));
    if (section.items?.length) parts.push(`<ul>${section.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);
    parts.push(...(section.after ?? []).map(p));
  }
  return parts.join('\n');
}
