/** A legal document as structured text; it becomes h2/p/ul markup only when served. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs that follow the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** Shown as the first paragraph: when the current version took effect. */
  effectiveDate: string;
  preamble: string[];
  sections: LegalSection[];
}
