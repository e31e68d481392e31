/** The `data` of the upstream answers the pages render (what the mock serves, and the real host). */
export interface DocCategory {
  id: number;
  name: string;
  count: number;
}

export interface DocSummary {
  id: number;
  title: string;
  summary: string;
  categoryId: number;
  categoryName: string;
  /** `YYYY-MM-DD` (a time may follow); a real upstream may leave it out. */
  updatedAt?: string;
}

export interface DocListData {
  categories: DocCategory[];
  list: DocSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** A code sample of a document: plain text from the upstream. */
export interface DocCodeBlock {
  /** The sample's language ('bash', 'json', 'javascript', ...); absent or unknown: plain text. */
  language?: string;
  code: string;
  /**
   * The code highlighted as HTML (`<span class="hljs-…">`), written by our server when it
   * fetches the document (server/render/codeHighlight.ts): never taken from the upstream.
   */
  html?: string;
}

/** A part of a document under one heading: its `h2`, or an `h3` as a subsection. */
export interface DocSection {
  heading: string;
  paragraphs: string[];
  /** Code samples, after the paragraphs. */
  code?: DocCodeBlock[];
  /** The `h3` parts under this `h2` (one level: a subsection's own subsections are not shown). */
  subsections?: DocSection[];
}

export interface DocDetailData {
  id: number;
  title: string;
  /** The list's summary, when the detail carries it (the mock's does not). */
  summary?: string;
  categoryId: number;
  categoryName: string;
  /** `YYYY-MM-DD` (a time may follow); a real upstream may leave it out. */
  updatedAt?: string;
  sections: DocSection[];
}

export interface Course {
  id: string;
  title: string;
  lecturer: string;
  lecturerTitle: string;
  durationMinutes: number;
  lessons: number;
  level: string;
  category: string;
  summary: string;
}

export interface CourseListData {
  categories: string[];
  list: Course[];
  total: number;
}

export interface InfoItem {
  id: number;
  title: string;
  summary: string;
  publishedAt: string;
  source: string;
}

export interface InfoListData {
  list: InfoItem[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface StaticDocument {
  title: string;
  /** Sanitised by our server before it reaches any page. */
  html: string;
}
