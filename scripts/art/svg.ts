/**
 * The few SVG primitives the drawings are written with: elements as strings, numbers kept
 * short, text escaped and fitted to a width (SVG text never wraps).
 */
export type Attrs = Record<string, string | number | undefined | false>;

/** A coordinate with at most one decimal. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrs(list: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(list)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : esc(value)}"`;
  }
  return out;
}

export function el(tag: string, list: Attrs, ...children: string[]): string {
  return children.length ? `<${tag}${attrs(list)}>${children.join('')}</${tag}>` : `<${tag}${attrs(list)}/>`;
}

export const g = (list: Attrs, ...children: string[]) => el('g', list, ...children);

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string {
  return el('rect', { x, y, width, height, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra: Attrs = {}): string {
  return el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d, fill, ...extra });
}

/** A polyline through points, as a path's d. */
export function polyline(points: ReadonlyArray<readonly [number, number]>): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('');
}

export interface TextStyle {
  size?: number;
  weight?: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Fit into this width, ending with … when cut. */
  max?: number;
  opacity?: number;
}

/** Width of text in the system fonts, roughly: a Chinese character is one em, Latin about half. */
export function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x2e80) width += size;
    else if (char === ' ') width += size * 0.3;
    else if (/[A-Z0-9%¥+]/.test(char)) width += size * 0.62;
    else width += size * 0.52;
  }
  return width;
}

/** `text`, cut to fit `max` pixels at `size`. */
export function fit(text: string, max: number, size: number): string {
  if (textWidth(text, size) <= max) return text;
  let out = '';
  for (const char of text) {
    if (textWidth(out + char + '…', size) > max) break;
    out += char;
  }
  return out + '…';
}

export function text(x: number, y: number, content: string, style: TextStyle): string {
  const size = style.size ?? 12;
  const shown = style.max === undefined ? content : fit(content, style.max, size);
  return el(
    'text',
    {
      x,
      y,
      'font-size': size,
      'font-weight': style.weight && style.weight !== 400 ? style.weight : undefined,
      fill: style.fill,
      'text-anchor': style.anchor && style.anchor !== 'start' ? style.anchor : undefined,
      opacity: style.opacity,
    },
    esc(shown),
  );
}

/** A deterministic sequence in [0, 1) from a string, so every page draws its own figures. */
export function randomFrom(seed: string): () => number {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** `content` broken into lines of at most `max` pixels at `size`; the last kept line ends with … when cut. */
export function wrap(content: string, max: number, size: number, lines = Infinity): string[] {
  const out: string[] = [];
  let current = '';
  for (const char of content) {
    if (textWidth(current + char, size) > max) {
      out.push(current);
      current = '';
    }
    current += char;
  }
  if (current) out.push(current);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = fit(`${kept[lines - 1]}${out[lines] ?? ''}`, max, size);
  return kept;
}
