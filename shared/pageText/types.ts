/** What a page says about itself beyond its menu entry: its head tags and hero. */
export interface PageText {
  /** Page-specific part of `<title>`; the platform name is appended (home: used alone). */
  title: string;
  /** Comma-separated, for `<meta name="keywords">`. */
  keywords: string;
  /** The page's one `<h1>`. */
  heading: string;
  /** What this product or section is, in two or three sentences. */
  intro: string;
  /** For `<meta name="description">`, of a page the route table has none for (PageEntry.description). */
  description?: string;
}
