/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the older
 * way, selecting the element that shows the text and asking the browser to copy the
 * selection. False when neither worked; the text is then left selected for the visitor.
 */
export async function copyText(text: string, shown: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an old engine, a page over http) or no permission: select it instead.
  }
  const selection = window.getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(shown);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
