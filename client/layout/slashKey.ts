/**
 * `/` focuses the header's search box (as on GitHub and YouTube), unless the visitor is
 * typing in a field. Loaded once the browser is idle after hydration (../useLazyEffect.ts),
 * like the site's other page-wide keys and watchers: it draws nothing.
 */
export function focusOnSlash(input: HTMLInputElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
      return;
    event.preventDefault();
    input.focus();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
