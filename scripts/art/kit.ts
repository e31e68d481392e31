/**
 * The parts every drawing is made of: the document with its shared definitions, the
 * "product window" (12 px radius, soft shadow, a title bar with three dots), phones, chips,
 * buttons, skeleton text, charts, avatars and picture thumbnails.
 */
import { fontFamily, ink, mix, tint, windowDots } from './palette';
import { circle, el, esc, g, line, num, path, polyline, rect, text, textWidth } from './svg';

export const WINDOW_RADIUS = 12;
const TITLE_BAR = 30;

/** One SVG document: its definitions are collected as the drawing asks for them. */
export class Doc {
  private defs: string[] = [];
  private ids = 0;
  private shadows = new Map<string, string>();
  private gradients = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  /** A soft drop shadow; `strength` 1 for windows, less for small cards. */
  shadow(strength = 1): string {
    const key = String(strength);
    const known = this.shadows.get(key);
    if (known) return `url(#${known})`;
    const id = this.nextId('s');
    this.shadows.set(key, id);
    this.defs.push(
      el(
        'filter',
        { id, x: '-20%', y: '-20%', width: '140%', height: '150%' },
        el('feDropShadow', { dx: 0, dy: 8 * strength, stdDeviation: 12 * strength, 'flood-color': ink.navy, 'flood-opacity': 0.18 }),
      ),
    );
    return `url(#${id})`;
  }

  /** A rounded clip rectangle; returns the clip-path value. */
  clip(x: number, y: number, width: number, height: number, r: number): string {
    const id = this.nextId('c');
    this.defs.push(el('clipPath', { id }, rect(x, y, width, height, '#000', { rx: r })));
    return `url(#${id})`;
  }

  /** A linear gradient from `from` to `to`, top to bottom unless `horizontal`; `opacity` of each end. */
  gradient(from: string, to: string, horizontal = false, opacity: readonly [number, number] = [1, 1]): string {
    const key = `${from}${to}${horizontal}${opacity.join()}`;
    const known = this.gradients.get(key);
    if (known) return known;
    const id = this.nextId('g');
    this.gradients.set(key, `url(#${id})`);
    this.defs.push(
      el(
        'linearGradient',
        { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
        el('stop', { offset: 0, 'stop-color': from, 'stop-opacity': opacity[0] === 1 ? undefined : opacity[0] }),
        el('stop', { offset: 1, 'stop-color': to, 'stop-opacity': opacity[1] === 1 ? undefined : opacity[1] }),
      ),
    );
    return `url(#${id})`;
  }

  render(body: string): string {
    // The font as an inherited presentation attribute: no <style> element, nothing for a CSP to weigh.
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}" font-family="${esc(fontFamily)}">` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      body +
      '</svg>'
    );
  }
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The inside of a window below its title bar. */
export function bodyOf(box: Box, pad = 16): Box {
  return { x: box.x + pad, y: box.y + TITLE_BAR + pad, w: box.w - pad * 2, h: box.h - TITLE_BAR - pad * 2 };
}

/** A product window: white (or `dark`) card, title bar with three dots and a title. */
export function appWindow(doc: Doc, box: Box, title: string, options: { dark?: boolean; accent?: string; action?: string } = {}): string {
  const { x, y, w, h } = box;
  const r = WINDOW_RADIUS;
  const face = options.dark ? ink.navy : ink.white;
  const bar = options.dark ? ink.navySoft : ink.soft;
  const edge = options.dark ? mix(ink.navySoft, ink.primary, 0.35) : ink.border;
  const barPath = `M${x} ${y + TITLE_BAR}V${y + r}a${r} ${r} 0 0 1 ${r}-${r}H${x + w - r}a${r} ${r} 0 0 1 ${r} ${r}V${y + TITLE_BAR}Z`;
  const dots = windowDots.map((dot, i) => circle(x + 16 + i * 14, y + TITLE_BAR / 2, 4.5, dot)).join('');
  const action = options.action
    ? chip(x + w - 12 - chipWidth(options.action, 11), y + 7, options.action, { fill: options.accent ?? ink.primary, color: ink.white, size: 11, height: 17 })
    : '';
  return (
    rect(x, y, w, h, face, { rx: r, filter: doc.shadow() }) +
    path(barPath, bar) +
    line(x, y + TITLE_BAR, x + w, y + TITLE_BAR, edge) +
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 'none', { rx: r, stroke: edge }) +
    dots +
    text(x + 66, y + TITLE_BAR / 2 + 4.5, title, { size: 12, weight: 500, fill: options.dark ? ink.white : ink.text2, max: w - 150 }) +
    action
  );
}

/** A small floating card (no title bar). */
export function card(doc: Doc, box: Box, options: { fill?: string; stroke?: string; r?: number } = {}): string {
  return (
    rect(box.x, box.y, box.w, box.h, options.fill ?? ink.white, { rx: options.r ?? 10, filter: doc.shadow(0.6) }) +
    rect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1, 'none', { rx: options.r ?? 10, stroke: options.stroke ?? ink.border })
  );
}

/** A phone: dark bezel, white screen; returns the frame and the screen's box. */
export function phone(doc: Doc, x: number, y: number, w: number, h: number): { frame: string; screen: Box } {
  const bezel = 8;
  const screen = { x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2 };
  const frame =
    rect(x, y, w, h, ink.navy, { rx: 28, filter: doc.shadow() }) +
    rect(x + 1, y + 1, w - 2, h - 2, 'none', { rx: 27, stroke: mix(ink.navySoft, ink.primary, 0.4) }) +
    rect(screen.x, screen.y, screen.w, screen.h, ink.white, { rx: 21 }) +
    rect(x + w / 2 - 26, y + bezel, 52, 14, ink.navy, { rx: 7 });
  return { frame, screen };
}

export function chipWidth(label: string, size = 11, padX = 8): number {
  return textWidth(label, size) + padX * 2;
}

/** A pill with a label; its width follows the label. */
export function chip(
  x: number,
  y: number,
  label: string,
  options: { fill: string; color: string; size?: number; height?: number; padX?: number; stroke?: string },
): string {
  const size = options.size ?? 11;
  const height = options.height ?? size + 9;
  const padX = options.padX ?? 8;
  const width = chipWidth(label, size, padX);
  return (
    rect(x, y, width, height, options.fill, { rx: height / 2, stroke: options.stroke }) +
    text(x + padX, y + height / 2 + size * 0.36, label, { size, fill: options.color, weight: 500 })
  );
}

/** Chips side by side from x, as long as they fit in `max`. */
export function chipRow(
  x: number,
  y: number,
  labels: readonly string[],
  max: number,
  style: (i: number) => { fill: string; color: string; stroke?: string },
  size = 11,
): string {
  let out = '';
  let at = x;
  labels.forEach((label, i) => {
    const width = chipWidth(label, size);
    if (at + width > x + max) return;
    out += chip(at, y, label, { ...style(i), size });
    at += width + 6;
  });
  return out;
}

export function button(x: number, y: number, w: number, h: number, label: string, fill: string, color: string = ink.white, size = 12): string {
  return (
    rect(x, y, w, h, fill, { rx: Math.min(8, h / 2) }) + text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: 500, fill: color, anchor: 'middle' })
  );
}

/** A rounded bar standing for a line of text. */
export function skeleton(x: number, y: number, w: number, fill: string = ink.bar, h = 6): string {
  return rect(x, y, Math.max(w, h), h, fill, { rx: h / 2 });
}

/** Lines of skeleton text, the last one shorter. */
export function paragraph(x: number, y: number, w: number, lines: number, step = 13, fill: string = ink.bar): string {
  let out = '';
  for (let i = 0; i < lines; i += 1) out += skeleton(x, y + i * step, i === lines - 1 ? w * 0.62 : w, fill);
  return out;
}

/** Vertical bars from a baseline, values 0..1. */
export function bars(x: number, y: number, w: number, h: number, values: readonly number[], fill: string | ((i: number) => string), gapRatio = 0.4): string {
  const slot = w / values.length;
  const barW = slot * (1 - gapRatio);
  return values
    .map((v, i) => {
      const bh = Math.max(2, v * h);
      return rect(x + i * slot + (slot - barW) / 2, y + h - bh, barW, bh, typeof fill === 'function' ? fill(i) : fill, { rx: Math.min(3, barW / 2) });
    })
    .join('');
}

/** A line chart with a soft area under it, values 0..1. */
export function areaChart(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  values: readonly number[],
  stroke: string,
  options: { area?: boolean; dot?: boolean; width?: number } = {},
): string {
  const points = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h] as const);
  const d = polyline(points);
  const last = points[points.length - 1] ?? [x, y];
  const area =
    options.area === false ? '' : path(`${d}L${num(x + w)} ${num(y + h)}L${num(x)} ${num(y + h)}Z`, doc.gradient(tint(stroke, 0.35), tint(stroke, 0.02)));
  const dot = options.dot === false ? '' : circle(last[0], last[1], 4, ink.white, { stroke, 'stroke-width': 2 });
  return area + path(d, 'none', { stroke, 'stroke-width': options.width ?? 2, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) + dot;
}

/** A ring chart: parts as fractions of the circle. */
export function donut(
  cx: number,
  cy: number,
  r: number,
  thickness: number,
  parts: ReadonlyArray<{ value: number; color: string }>,
  track: string = ink.soft,
): string {
  const length = 2 * Math.PI * r;
  let offset = 0;
  let out = circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': thickness });
  for (const part of parts) {
    out += circle(cx, cy, r, 'none', {
      stroke: part.color,
      'stroke-width': thickness,
      'stroke-dasharray': `${num(part.value * length)} ${num(length)}`,
      'stroke-dashoffset': num(-offset * length),
      transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
    });
    offset += part.value;
  }
  return out;
}

/** A person in a circle: head and shoulders. */
export function avatar(doc: Doc, cx: number, cy: number, r: number, fill: string, figure: string = ink.white): string {
  const clip = doc.clip(cx - r, cy - r, r * 2, r * 2, r);
  return (
    circle(cx, cy, r, fill) +
    g(
      { 'clip-path': clip },
      circle(cx, cy - r * 0.18, r * 0.36, figure, { opacity: 0.95 }),
      el('ellipse', { cx, cy: cy + r * 0.86, rx: r * 0.68, ry: r * 0.56, fill: figure, opacity: 0.95 }),
    )
  );
}

export type Scenery = 'hills' | 'city' | 'sea' | 'field' | 'night';

/** A picture thumbnail: sky, sun and a landscape in the accent's tints. */
export function picture(doc: Doc, box: Box, accent: string, scenery: Scenery, r = 8): string {
  const { x, y, w, h } = box;
  const night = scenery === 'night';
  const sky = night ? doc.gradient(ink.navy, mix(ink.navySoft, accent, 0.4)) : doc.gradient(tint(accent, 0.28), tint(accent, 0.06));
  const far = night ? mix(ink.navySoft, accent, 0.25) : tint(accent, 0.45);
  const near = night ? ink.navy : mix(accent, ink.navy, 0.15);
  const base = y + h;
  let land = '';
  if (scenery === 'hills' || scenery === 'field') {
    land =
      path(
        `M${num(x)} ${num(base - h * 0.35)}L${num(x + w * 0.3)} ${num(base - h * 0.62)}L${num(x + w * 0.55)} ${num(base - h * 0.4)}L${num(x + w * 0.75)} ${num(base - h * 0.55)}L${num(x + w)} ${num(base - h * 0.3)}V${num(base)}H${num(x)}Z`,
        far,
      ) +
      path(
        `M${num(x)} ${num(base - h * 0.18)}Q${num(x + w * 0.4)} ${num(base - h * 0.42)} ${num(x + w)} ${num(base - h * 0.15)}V${num(base)}H${num(x)}Z`,
        near,
      );
    if (scenery === 'field') {
      for (let i = 1; i < 5; i += 1) land += line(x + (w * i) / 5, base, x + w * 0.5, base - h * 0.2, tint(accent, 0.5), 1, { opacity: 0.7 });
    }
  } else if (scenery === 'sea') {
    land =
      path(`M${num(x)} ${num(base - h * 0.42)}L${num(x + w * 0.22)} ${num(base - h * 0.58)}L${num(x + w * 0.42)} ${num(base - h * 0.42)}Z`, far) +
      rect(x, base - h * 0.42, w, h * 0.42, tint(accent, 0.55)) +
      path(
        `M${num(x)} ${num(base - h * 0.25)}q${num(w / 8)} -5 ${num(w / 4)} 0t${num(w / 4)} 0t${num(w / 4)} 0t${num(w / 4)} 0V${num(base)}H${num(x)}Z`,
        mix(accent, ink.white, 0.25),
      );
  } else {
    const count = 7;
    const slot = w / count;
    let lights = '';
    const towers = ['', ''];
    for (let i = 0; i < count; i += 1) {
      const bh = h * (0.3 + ((i * 37) % 5) * 0.09);
      towers[i % 2] += `M${num(x + i * slot)} ${num(base)}v${num(-bh)}h${num(slot - 2)}v${num(bh)}z`;
      if (night) for (let k = 0; k < 3; k += 1) lights += `M${num(x + i * slot + 4)} ${num(base - bh + 6 + k * 9)}h3v3h-3z`;
    }
    land += path(towers[0]!, near) + path(towers[1]!, far);
    if (lights) land += path(lights, ink.amber, { opacity: 0.8 });
  }
  const sun = circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.11, night ? ink.white : ink.white, { opacity: night ? 0.85 : 0.9 });
  return g({ 'clip-path': doc.clip(x, y, w, h, r) }, rect(x, y, w, h, sky), sun, land);
}

/** A play button: a circle with a triangle. */
export function playButton(cx: number, cy: number, r: number, fill: string, glyph: string = ink.white): string {
  const s = r * 0.42;
  return circle(cx, cy, r, fill) + path(`M${num(cx - s * 0.7)} ${num(cy - s)}L${num(cx + s)} ${num(cy)}L${num(cx - s * 0.7)} ${num(cy + s)}Z`, glyph);
}

/** A check mark in a circle. */
export function checkDot(cx: number, cy: number, r: number, fill: string): string {
  return (
    circle(cx, cy, r, fill) +
    path(`M${num(cx - r * 0.45)} ${num(cy)}l${num(r * 0.32)} ${num(r * 0.32)}l${num(r * 0.6)} ${num(-r * 0.62)}`, 'none', {
      stroke: ink.white,
      'stroke-width': Math.max(1.5, r * 0.28),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
}

/** A waveform of rounded bars centred on y, heights from `values` 0..1: one path per colour. */
export function waveform(x: number, y: number, w: number, h: number, values: readonly number[], fill: string | ((i: number) => string), barWidth = 3): string {
  const slot = w / values.length;
  const byColour = new Map<string, string>();
  values.forEach((v, i) => {
    const half = Math.max(0.01, (Math.max(barWidth, v * h) - barWidth) / 2);
    const colour = typeof fill === 'function' ? fill(i) : fill;
    const cx = x + i * slot + barWidth / 2;
    byColour.set(colour, `${byColour.get(colour) ?? ''}M${num(cx)} ${num(y - half)}V${num(y + half)}`);
  });
  return [...byColour].map(([colour, d]) => path(d, 'none', { stroke: colour, 'stroke-width': barWidth, 'stroke-linecap': 'round' })).join('');
}

/** `count` values 0..1 from a generator, smoothed a little. */
export function series01(random: () => number, count: number, low = 0.15, high = 0.95): number[] {
  const out: number[] = [];
  let last = low + (high - low) * random();
  for (let i = 0; i < count; i += 1) {
    last = Math.min(high, Math.max(low, last * 0.55 + (low + (high - low) * random()) * 0.45));
    out.push(last);
  }
  return out;
}

/** A rising series 0..1 with some noise. */
export function rising(random: () => number, count: number, from = 0.2, to = 0.85): number[] {
  return Array.from({ length: count }, (_, i) => Math.min(1, Math.max(0, from + ((to - from) * i) / (count - 1) + (random() - 0.5) * 0.16)));
}
