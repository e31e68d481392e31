import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import type { CourseListData } from '../../../../shared/upstream/courseList';
import type { DocDetailData } from '../../../../shared/upstream/docDetail';
import type { DocListData } from '../../../../shared/upstream/docList';
import { MAX_LIST_TOTAL } from '../../../../shared/upstream/fields';
import type { InfoListData } from '../../../../shared/upstream/infoList';
import type { StaticDocument } from '../../../../shared/upstream/staticDocument';
import { unrenderableData } from '../../../../server/upstream/renderableData';
import { AGREEMENTS, findAgreement, renderAgreement } from '../../../../mock-upstream/data/agreements';
import { COURSES } from '../../../../mock-upstream/data/courses';
import { DOC_CATALOG } from '../../../../mock-upstream/data/docCatalog';
import { findDoc, listDocs } from '../../../../mock-upstream/data/docs';
import { NEWS } from '../../../../mock-upstream/data/infoCenter';
import { MAX_PAGE_SIZE } from '../../../../mock-upstream/paging';
import { testMock } from '../../../mockUpstream';
import { ONE_COURSE_LIST, ONE_DOC_DETAIL, ONE_DOC_LIST } from '../fixtures';

const DETAIL = {
  ...ONE_DOC_DETAIL,
  sections: [
    {
      ...ONE_DOC_DETAIL.sections[0],
      code: [{ language: 'bash', code: 'curl https://open.example.com' }],
      subsections: [{ heading: '签名', paragraphs: ['按 HMAC-SHA256 签名。'] }],
    },
  ],
};
const NEWS_LIST = {
  list: [{ id: 1, title: '智媒开放平台V3.6发布', summary: '新增方言音色。', publishedAt: '2026-06-20T10:00:00+08:00', source: '智媒开放平台' }],
};
const AGREEMENT = { title: '《用户协议》', html: '<p>欢迎使用。</p>' };

/** A valid answer's `data` for each call a page renders. */
const VALID: Record<string, unknown> = {
  [API.docList.path]: ONE_DOC_LIST,
  [API.docDetail.path]: DETAIL,
  [API.courseList.path]: ONE_COURSE_LIST,
  [API.infoCenterList.path]: NEWS_LIST,
  [API.staticResource.path]: AGREEMENT,
};

/** A copy of `data` with the field at `path` (`list.0.title`) set to `value`, or left out when `value` is undefined (as JSON does). */
function withField(data: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

describe('the data a page renders, checked against its call’s schema', () => {
  it.each(Object.entries(VALID))('lets a well-formed answer to %s through', (path, data) => {
    expect(unrenderableData(path, data)).toBeUndefined();
  });

  it.each<[string, string, unknown]>([
    [API.docList.path, 'categories', '快速入门'],
    [API.docList.path, 'categories.0', null],
    [API.docList.path, 'categories.0.name', ['快速入门']],
    [API.docList.path, 'categories.0.count', {}],
    [API.docList.path, 'list', { 0: 'x' }],
    [API.docList.path, 'list.0.title', { text: '文档' }],
    [API.docList.path, 'list.0.summary', undefined],
    [API.docList.path, 'list.0.categoryName', true],
    [API.docList.path, 'list.0.updatedAt', ['2026-05-20']],
    [API.docList.path, 'list.0.categoryId', {}],
    [API.docList.path, 'total', undefined],
    [API.docList.path, 'total', '23'],
    [API.docList.path, 'total', 2.5],
    [API.docList.path, 'total', -1],
    [API.docList.path, 'total', MAX_LIST_TOTAL + 1],
    // Links and the category tabs read these as numbers (`?doc=`, `?category=`).
    [API.docList.path, 'list.0.id', '101'],
    [API.docList.path, 'categories.0.id', '1'],
    [API.docDetail.path, 'title', null],
    [API.docDetail.path, 'categoryId', undefined],
    [API.docDetail.path, 'categoryName', {}],
    [API.docDetail.path, 'summary', { text: '摘要' }],
    [API.docDetail.path, 'sections', '准备密钥'],
    [API.docDetail.path, 'sections.0.heading', null],
    [API.docDetail.path, 'sections.0.paragraphs', '在控制台创建应用。'],
    [API.docDetail.path, 'sections.0.paragraphs.0', { text: '段落' }],
    [API.docDetail.path, 'sections.0.code', 'curl'],
    [API.docDetail.path, 'sections.0.code.0.code', 42],
    [API.docDetail.path, 'sections.0.code.0.language', 5],
    [API.docDetail.path, 'sections.0.subsections', { heading: '签名' }],
    [API.docDetail.path, 'sections.0.subsections.0.paragraphs', undefined],
    [API.courseList.path, 'list', null],
    [API.courseList.path, 'list.0.id', null],
    [API.courseList.path, 'list.0.title', { text: '课程' }],
    [API.courseList.path, 'list.0.durationMinutes', '180'],
    [API.courseList.path, 'list.0.lessons', undefined],
    [API.infoCenterList.path, 'list.0.publishedAt', 20260620],
    [API.infoCenterList.path, 'list.0.summary', []],
    [API.staticResource.path, 'html', { text: '欢迎使用。' }],
    [API.staticResource.path, 'html', undefined],
  ])('refuses an answer to %s whose %s is %o, naming that field', (path, field, value) => {
    expect(unrenderableData(path, withField(VALID[path], field, value))).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
  });

  it.each<[string, string, unknown]>([
    // A real upstream may leave these out, or send null.
    [API.docList.path, 'list.0.updatedAt', undefined],
    [API.docList.path, 'list.0.updatedAt', null],
    [API.docList.path, 'list.0.categoryId', undefined],
    [API.docList.path, 'pageNum', undefined],
    [API.docDetail.path, 'updatedAt', undefined],
    [API.docDetail.path, 'summary', null],
    [API.docDetail.path, 'sections.0.code', undefined],
    [API.docDetail.path, 'sections.0.code.0.language', null],
    [API.docDetail.path, 'sections.0.subsections', null],
    // A subsection's own subsections are not shown, so not checked.
    [API.docDetail.path, 'sections.0.subsections.0.subsections', 'x'],
    [API.courseList.path, 'total', undefined],
    [API.courseList.path, 'categories', undefined],
    [API.infoCenterList.path, 'list.0.source', undefined],
    [API.staticResource.path, 'title', undefined],
    // Numbers where text goes render as text; ids a page does not link by may be either.
    [API.docList.path, 'list.0.title', 2026],
    [API.docList.path, 'categories.0.count', '1'],
    [API.docDetail.path, 'categoryId', 'quick-start'],
    [API.courseList.path, 'list.0.lessons', '8'],
    [API.infoCenterList.path, 'list.0.id', 'news-1'],
    [API.docList.path, 'total', MAX_LIST_TOTAL],
    // Fields the upstream adds pass on unchecked.
    [API.docList.path, 'list.0.author', { name: '编辑部' }],
  ])('lets an answer to %s through when its %s is %o', (path, field, value) => {
    expect(unrenderableData(path, withField(VALID[path], field, value))).toBeUndefined();
  });

  it('says which field is at fault and what it should be, never the value the upstream sent', () => {
    const fault = unrenderableData(API.docList.path, withField(ONE_DOC_LIST, 'list.0.title', { phone: '13800138000' }));
    expect(fault).toBe('list.0.title: Invalid input: expected a string or a number');
    expect(unrenderableData(API.staticResource.path, null)).toBe('data: Invalid input: expected object, received null');
  });

  it('lets through the data of calls no page renders', () => {
    expect(unrenderableData(API.promptList.path, 5)).toBeUndefined();
  });
});

describe('the mock upstream’s answers and the schemas agree', () => {
  it('types: the mock’s data is what the pages’ types say (checked by the type check of this file)', () => {
    const list: DocListData = listDocs(undefined, { pageNum: 1, pageSize: MAX_PAGE_SIZE });
    const details: Array<DocDetailData | null> = DOC_CATALOG.map((doc) => findDoc(doc.id));
    const courses: CourseListData = { list: [...COURSES] };
    const news: InfoListData = { list: [...NEWS] };
    const agreements: StaticDocument[] = Object.values(AGREEMENTS).map((doc) => ({ html: renderAgreement(doc) }));
    expect([list.list.length, details.length, courses.list.length, news.list.length, agreements.length].every((n) => n > 0)).toBe(true);
  });

  it('checks: every list page, document, course page, news page and agreement the mock serves passes', async () => {
    const { app } = testMock();
    const answers: Array<[string, request.Response]> = [];
    const listPages = Math.ceil(DOC_CATALOG.length / 10);
    for (let pageNum = 1; pageNum <= listPages; pageNum++) {
      answers.push([API.docList.path, await request(app).post(API.docList.path).send({ pageNum, pageSize: 10 })]);
    }
    for (const { id } of DOC_CATALOG) answers.push([API.docDetail.path, await request(app).post(API.docDetail.path).send({ id })]);
    answers.push([API.courseList.path, await request(app).post(API.courseList.path).send({ pageNum: 1, pageSize: MAX_PAGE_SIZE })]);
    answers.push([API.infoCenterList.path, await request(app).post(API.infoCenterList.path).send({ pageNum: 1, pageSize: MAX_PAGE_SIZE })]);
    for (const url of Object.keys(AGREEMENTS)) {
      expect(findAgreement(url)).toBeDefined();
      answers.push([API.staticResource.path, await request(app).get(API.staticResource.path).query({ url })]);
    }
    const faults = answers.map(([path, res]) => (res.body.code === 200 ? unrenderableData(path, res.body.data) : `${path} answered ${res.body.code}`));
    expect(faults.filter(Boolean)).toEqual([]);
    expect(answers.length).toBeGreaterThan(DOC_CATALOG.length + 3);
  });
});
