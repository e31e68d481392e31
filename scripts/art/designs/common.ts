/** Parts several designs share: the floating figure card and the window's tab row. */
import { card, type Box, type Doc } from '../kit';
import { ink, tint } from '../palette';
import { circle, line, path, rect, text, textWidth } from '../svg';

/** A floating card: a round badge, a label and a large figure. */
export function statCard(doc: Doc, box: Box, accent: string, label: string, figure: string, note?: string): string {
  const cy = box.y + box.h / 2;
  return (
    card(doc, box) +
    circle(box.x + 30, cy, 17, tint(accent, 0.16)) +
    path(`M${box.x + 22} ${cy + 5}l6-7 5 4 7-9`, 'none', { stroke: accent, 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    text(box.x + 58, cy - (note ? 12 : 6), label, { size: 11, fill: ink.muted, max: box.w - 68 }) +
    text(box.x + 58, cy + (note ? 10 : 14), figure, { size: 20, weight: 600, fill: ink.text, max: box.w - 68 }) +
    (note ? text(box.x + 58, cy + 26, note, { size: 10, fill: accent, weight: 500, max: box.w - 68 }) : '')
  );
}

/** Tabs with the first selected (underlined in the accent); returns the row's svg. */
export function tabs(x: number, y: number, labels: readonly string[], max: number, accent: string, size = 12, selected = 0): string {
  let out = '';
  let at = x;
  labels.forEach((label, i) => {
    const width = textWidth(label, size);
    if (at + width > x + max) return;
    out += text(at, y, label, { size, weight: i === selected ? 600 : 400, fill: i === selected ? ink.text : ink.muted });
    if (i === selected) out += rect(at, y + 7, width, 2.5, accent, { rx: 1.25 });
    at += width + 18;
  });
  return out + line(x, y + 10.5, x + max, y + 10.5, ink.border);
}

/** A search field with a query. */
export function searchField(x: number, y: number, w: number, query: string, accent: string, h = 28): string {
  return (
    rect(x, y, w, h, ink.white, { rx: h / 2, stroke: ink.border }) +
    circle(x + 16, y + h / 2 - 1, 5, 'none', { stroke: ink.muted, 'stroke-width': 1.6 }) +
    line(x + 19.5, y + h / 2 + 2.5, x + 23, y + h / 2 + 6, ink.muted, 1.6, { 'stroke-linecap': 'round' }) +
    text(x + 30, y + h / 2 + 4, query, { size: 12, fill: ink.text, max: w - 90 }) +
    rect(x + w - 52, y + 3, 49, h - 6, accent, { rx: (h - 6) / 2 }) +
    text(x + w - 27.5, y + h / 2 + 4, '搜索', { size: 11, weight: 500, fill: ink.white, anchor: 'middle' })
  );
}
