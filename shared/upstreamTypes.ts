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
  updatedAt: string;
}

export interface DocListData {
  categories: DocCategory[];
  list: DocSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface DocDetailData {
  id: number;
  title: string;
  /** The list's summary, when the detail carries it (the mock's does not). */
  summary?: string;
  categoryId: number;
  categoryName: string;
  updatedAt: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
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
