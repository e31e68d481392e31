/** The visitor's own text is shown without HTML tags (SPEC.md section 5); React escapes the rest. */
export function stripTags(text: string): string {
  return text.replace(/<\/?[a-zA-Z!][^>]*>/g, '');
}
