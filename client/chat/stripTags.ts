/** The visitor's own text is shown without HTML tags (docs/product.md#chat-input); React escapes the rest. */
export function stripTags(text: string): string {
  return text.replace(/<\/?[a-zA-Z!][^>]*>/g, '');
}
