/**
 * The documents of 文档中心 and the courses of 传媒学院 as search documents, read from the
 * upstream with the calls the pages make (server/upstream/dataSource.ts: shapes checked,
 * text sanitised). One call at a time: indexing runs beside visitors' requests and must not
 * take the upstream's connections from them. Any failed call fails its whole source, so the
 * index keeps the last good copy rather than half of one (./siteSearch.ts).
 */
import { API } from '../../shared/api';
import type { Course, CourseListData } from '../../shared/upstream/courseList';
import type { DocDetailData } from '../../shared/upstream/docDetail';
import type { DocListData, DocSummary } from '../../shared/upstream/docList';
import type { DataRequest, DataSource } from '../../shared/dataRequest';
import { docHref } from '../../shared/docCenterQuery';
import { docDetailRequest, docListRequest } from '../../shared/docCenterReads';
import { prose, WEIGHT, type SearchDocument } from './searchDocument';

/** What the ids of documents and courses start with, in the index beside the pages. */
export const DOC_ID = 'doc:';
export const COURSE_ID = 'course:';

/** The upstream's largest page (mock-upstream/paging.ts MAX_PAGE_SIZE): fewest calls. */
const PAGE_SIZE = 50;
/** Past this many pages the upstream is not paging sensibly: stop rather than loop. */
const MAX_PAGES = 40;
/** The college page's course section, where the courses are shown. */
const COURSES_URL = '/college.html#courses';

async function dataOf<T>(source: DataSource, request: DataRequest): Promise<T> {
  const envelope = await source(request);
  if (envelope.code !== 200) throw new Error(`${request.call.path} answered ${envelope.code}: ${envelope.desc}`);
  return envelope.data as T;
}

/** Every item of a paged list call; without a usable `total` (the courses' is not checked: no page reads it), until a page comes back empty. */
async function allPages<T, D extends { list: T[]; total?: unknown }>(source: DataSource, request: (pageNum: number) => DataRequest): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
    const page = await dataOf<D>(source, request(pageNum));
    items.push(...page.list);
    if (page.list.length === 0 || items.length >= Number(page.total)) break;
  }
  return items;
}

/** Headings and paragraphs of a document's sections and subsections; code samples are not prose. */
function sectionTexts(sections: unknown): string[] {
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: { heading?: unknown; paragraphs?: unknown; subsections?: unknown }) => [
    String(section.heading ?? ''),
    ...(Array.isArray(section.paragraphs) ? section.paragraphs.map(String) : []),
    ...sectionTexts(section.subsections),
  ]);
}

export async function docDocuments(source: DataSource): Promise<SearchDocument[]> {
  const summaries = await allPages<DocSummary, DocListData>(source, (pageNum) => docListRequest(undefined, pageNum, PAGE_SIZE));
  const documents: SearchDocument[] = [];
  for (const summary of summaries) {
    const detail = await dataOf<DocDetailData>(source, docDetailRequest(summary.id));
    documents.push({
      id: `${DOC_ID}${summary.id}`,
      url: docHref(summary.id),
      type: '文档',
      title: String(detail.title),
      aliases: '',
      keywords: prose([String(detail.categoryName)]),
      description: prose([String(summary.summary)]),
      body: prose(sectionTexts(detail.sections)),
      weight: WEIGHT.document,
    });
  }
  return documents;
}

export async function courseDocuments(source: DataSource): Promise<SearchDocument[]> {
  const courses = await allPages<Course, CourseListData>(source, (pageNum) => ({ call: API.courseList, body: { pageNum, pageSize: PAGE_SIZE } }));
  return courses.map((course) => ({
    id: `${COURSE_ID}${course.id}`,
    url: COURSES_URL,
    type: '课程',
    title: String(course.title),
    aliases: '',
    keywords: prose([String(course.category), String(course.level), '课程 培训']),
    description: prose([String(course.summary)]),
    body: prose([`讲师：${course.lecturer}（${course.lecturerTitle}）`, `${course.lessons}节课`]),
    weight: WEIGHT.course,
  }));
}
