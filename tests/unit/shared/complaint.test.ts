import { describe, expect, it } from 'vitest';
import { COMPLAINT_MESSAGES, EMPTY_COMPLAINT, readComplaintBody, toComplaintPayload, validateComplaintForm } from '../../../shared/complaint';

const VALID = { ...EMPTY_COMPLAINT, category: 'infringement', description: '该页面转载了我社的原创稿件，未注明来源。' };

describe('the 投诉举报 form rules', () => {
  it('ask for a category, a description of 10 to 1,000 characters and the agreement, and nothing else', () => {
    expect(validateComplaintForm(VALID)).toEqual({ ok: true });
    expect(validateComplaintForm({ ...EMPTY_COMPLAINT, agreed: false })).toEqual({
      ok: false,
      errors: { category: COMPLAINT_MESSAGES.category, description: COMPLAINT_MESSAGES.description, agreed: COMPLAINT_MESSAGES.agreed },
    });
  });

  it('count characters as the visitor sees them: ten emoji are ten, a thousand and one characters too many', () => {
    expect(validateComplaintForm({ ...VALID, description: '😀'.repeat(10) })).toEqual({ ok: true });
    expect(validateComplaintForm({ ...VALID, description: '举'.repeat(1000) })).toEqual({ ok: true });
    expect(validateComplaintForm({ ...VALID, description: '举'.repeat(1001) })).toMatchObject({
      errors: { description: COMPLAINT_MESSAGES.descriptionTooLong },
    });
    expect(validateComplaintForm({ ...VALID, description: '  九个字九个字九个  ' })).toMatchObject({
      errors: { description: COMPLAINT_MESSAGES.descriptionTooShort },
    });
  });

  it('take a mobile number or an e-mail address as the contact', () => {
    for (const contact of ['13912345678', 'li.si@example.com', ' 13912345678 ']) expect(validateComplaintForm({ ...VALID, contact })).toEqual({ ok: true });
    for (const contact of ['10345678901', '１３９１２３４５６７８', 'li.si@', 'li si@example.com']) {
      expect(validateComplaintForm({ ...VALID, contact })).toMatchObject({ errors: { contact: COMPLAINT_MESSAGES.contact } });
    }
  });

  it('take a content id of a UUIDv7 shape, and a page address over http or https only', () => {
    expect(validateComplaintForm({ ...VALID, contentId: '019a3c5e-8f00-7abc-8def-0123456789ab', pageUrl: 'https://www.example.com/' })).toEqual({ ok: true });
    expect(validateComplaintForm({ ...VALID, contentId: '019a3c5e-8f00-4abc-8def-0123456789ab' })).toMatchObject({
      errors: { contentId: COMPLAINT_MESSAGES.contentId },
    });
    expect(validateComplaintForm({ ...VALID, pageUrl: 'data:text/html,x' })).toMatchObject({ errors: { pageUrl: COMPLAINT_MESSAGES.pageUrl } });
  });
});

describe('the JSON body of a complaint', () => {
  it('is read by the form rules, agreed only as the boolean true, with the first problem as desc', () => {
    expect(readComplaintBody({ ...VALID, agreed: true })).toEqual({ ok: true, form: { ...VALID, agreed: true } });
    expect(readComplaintBody({ ...VALID, agreed: 1 })).toMatchObject({ ok: false, desc: COMPLAINT_MESSAGES.agreed });
    expect(readComplaintBody({ ...VALID, category: null, description: 42, agreed: true })).toMatchObject({ ok: false, desc: COMPLAINT_MESSAGES.category });
    expect(readComplaintBody('category=illegal')).toMatchObject({ ok: false, desc: COMPLAINT_MESSAGES.malformed });
  });

  it('is forwarded as its known fields alone, trimmed, with the content id’s issue time', () => {
    const issued = new Date(Date.UTC(2026, 10, 1));
    const body = { ...VALID, contentId: ' 019a3c5e-8f00-7abc-8def-0123456789ab ', contact: ' 13912345678 ', agreed: true, role: 'admin' };
    const check = readComplaintBody(body);
    expect(check.ok && toComplaintPayload(check.form, issued)).toEqual({
      category: 'infringement',
      contentId: '019a3c5e-8f00-7abc-8def-0123456789ab',
      contentIssuedAt: '2026-11-01T00:00:00.000Z',
      pageUrl: '',
      description: VALID.description,
      contact: '13912345678',
    });
  });
});
