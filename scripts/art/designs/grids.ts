/** Previews laid out as grids: the media library, the shop, the crossword, the IP gallery. */
import { FLOAT_LEFT, MAIN, type Design } from '../context';
import { appWindow, bars, bodyOf, button, card, chip, chipRow, picture, playButton, skeleton, type Scenery } from '../kit';
import { ink, series, shade, tint } from '../palette';
import { circle, el, line, path, rect, text } from '../svg';
import { searchField, statCard } from './common';

/** 媒资库: a search, and the pictures and clips it found with their AI tags. */
export const assets: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 素材检索`, { accent, action: '上传素材' });
  const b = bodyOf(MAIN);
  out += searchField(b.x, b.y, b.w, sample.sentence ?? '城市 夜景', accent);
  out += chipRow(
    b.x,
    b.y + 38,
    ['全部', '图片', '视频', '音频', '文稿'],
    b.w,
    (i) => (i === 0 ? { fill: ink.text, color: ink.white } : { fill: ink.soft, color: ink.text2 }),
    11,
  );
  out += text(b.x + b.w, b.y + 52, `共 ${Math.round(1200 + random() * 800)} 条结果`, { size: 10, fill: ink.muted, anchor: 'end' });
  const cols = 4;
  const gap = 10;
  const cw = (b.w - gap * (cols - 1)) / cols;
  const ch = 64;
  const scenes: Scenery[] = ['night', 'city', 'hills', 'night', 'sea', 'hills', 'city', 'night'];
  const tags = sample.labels ?? ['城市', '夜景', '航拍', '车流', '地标'];
  scenes.forEach((scene, i) => {
    const x = b.x + (i % cols) * (cw + gap);
    const y = b.y + 66 + Math.floor(i / cols) * (ch + 38);
    out += picture(doc, { x, y, w: cw, h: ch }, i % 3 ? accent : series.sky, scene, 8);
    if (i % 3 === 1) {
      out += playButton(x + cw / 2, y + ch / 2, 12, ink.navy, ink.white);
      out += chip(x + cw - 44, y + ch - 22, '00:48', { fill: ink.navy, color: ink.white, size: 9, height: 16, padX: 5 });
    }
    if (i === 0) out += rect(x - 1.5, y - 1.5, cw + 3, ch + 3, 'none', { rx: 9, stroke: accent, 'stroke-width': 3 });
    out += chip(x, y + ch + 8, tags[i % tags.length]!, { fill: tint(accent, 0.12), color: shade(accent, 0.25), size: 10, height: 19 });
    out += skeleton(x + 46, y + ch + 15, cw - 56, ink.bar, 5);
  });
  const f = { x: FLOAT_LEFT.x, y: FLOAT_LEFT.y + 8, w: 250, h: 66 };
  out += card(doc, f);
  out += text(f.x + 14, f.y + 22, 'AI智能标注 · 已识别', { size: 11, fill: ink.muted });
  out += chipRow(
    f.x + 14,
    f.y + 32,
    tags.slice(0, 4),
    f.w - 24,
    (i) => (i < 2 ? { fill: accent, color: ink.white } : { fill: tint(accent, 0.12), color: shade(accent, 0.25) }),
    11,
  );
  return out;
};

type Goods = 'notebook' | 'tea' | 'postcard' | 'rice' | 'tote' | 'mug';

/** A product photo: the item on a tinted ground. */
function goods(kind: Goods, x: number, y: number, w: number, h: number, color: string): string {
  const cx = x + w / 2;
  const cy = y + h / 2 + 4;
  let item: string;
  switch (kind) {
    case 'notebook':
      item =
        rect(cx - 22, cy - 28, 44, 56, color, { rx: 4 }) +
        rect(cx - 22, cy - 28, 8, 56, shade(color, 0.3), { rx: 3 }) +
        rect(cx + 10, cy - 28, 5, 56, ink.amber);
      break;
    case 'tea':
      item =
        rect(cx - 24, cy - 20, 48, 46, color, { rx: 4 }) +
        rect(cx - 27, cy - 28, 54, 12, shade(color, 0.25), { rx: 3 }) +
        circle(cx, cy + 3, 11, tint(color, 0.25));
      break;
    case 'postcard':
      item =
        rect(cx - 32, cy - 22, 64, 44, ink.white, { rx: 3, stroke: tint(color, 0.5) }) +
        rect(cx - 28, cy - 18, 36, 36, tint(color, 0.5)) +
        rect(cx + 14, cy - 18, 12, 14, color, { rx: 1 });
      break;
    case 'rice':
      item =
        path(`M${cx - 22} ${cy - 24}h44l6 50q0 4-4 4h-48q-4 0-4-4z`, tint(color, 0.55)) +
        rect(cx - 14, cy - 4, 28, 18, ink.white, { rx: 3 }) +
        path(`M${cx - 22} ${cy - 24}q22 8 44 0`, 'none', { stroke: shade(color, 0.2), 'stroke-width': 2 });
      break;
    case 'tote':
      item =
        path(`M${cx - 14} ${cy - 14}v-8a14 14 0 0 1 28 0v8`, 'none', { stroke: shade(color, 0.2), 'stroke-width': 3 }) +
        rect(cx - 24, cy - 14, 48, 44, tint(color, 0.45), { rx: 4 }) +
        circle(cx, cy + 8, 9, color);
      break;
    default:
      item =
        path(`M${cx - 18} ${cy - 20}h36v36q0 8-8 8h-20q-8 0-8-8z`, color) +
        path(`M${cx + 18} ${cy - 12}h6a7 7 0 0 1 0 14h-6`, 'none', { stroke: color, 'stroke-width': 4 }) +
        rect(cx - 18, cy - 20, 36, 6, shade(color, 0.2));
  }
  return rect(x, y, w, h, tint(color, 0.1), { rx: 8 }) + el('ellipse', { cx, cy: y + h - 10, rx: w * 0.3, ry: 4, fill: tint(color, 0.25) }) + item;
}

/** 在线商城: the shop's shelf and the cart. */
export const shop: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '店铺'}`, { accent, action: '店铺装修' });
  const b = bodyOf(MAIN);
  const gw = 352;
  out += rect(b.x, b.y, gw, 40, doc.gradient(accent, shade(accent, 0.3), true), { rx: 8 });
  out += text(b.x + 14, b.y + 25, '春季文创节 · 满99减20', { size: 13, weight: 600, fill: ink.white });
  out += chip(b.x + gw - 70, b.y + 11, '去看看', { fill: ink.white, color: accent, size: 10, height: 18 });
  const kinds: Goods[] = ['notebook', 'tea', 'postcard', 'rice', 'tote', 'mug'];
  const colors = [accent, series.teal, series.sky, series.amber, series.violet, series.rose];
  const cw = (gw - 20) / 3;
  (sample.items ?? []).slice(0, 6).forEach((name, i) => {
    const x = b.x + (i % 3) * (cw + 10);
    const y = b.y + 52 + Math.floor(i / 3) * 122;
    out += goods(kinds[i]!, x, y, cw, 74, colors[i]!);
    out += text(x + 2, y + 92, name, { size: 11, weight: 500, fill: ink.text, max: cw - 4 });
    out += text(x + 2, y + 111, `¥${[68, 128, 25, 59, 39, 88][i]}`, { size: 13, weight: 600, fill: accent });
    out += text(x + cw - 2, y + 111, `已售${Math.round(200 + random() * 1800)}`, { size: 9, fill: ink.muted, anchor: 'end' });
  });
  const px = b.x + gw + 14;
  const pw = b.w - gw - 14;
  out += rect(px, b.y, pw, b.h, ink.soft, { rx: 10 });
  out += text(px + 12, b.y + 22, '购物车', { size: 12, weight: 600, fill: ink.text });
  [0, 1, 3].forEach((i, k) => {
    const y = b.y + 36 + k * 56;
    out += rect(px + 8, y, pw - 16, 48, ink.white, { rx: 8 });
    out += rect(px + 16, y + 8, 32, 32, tint(colors[i]!, 0.25), { rx: 6 }) + rect(px + 26, y + 16, 12, 16, colors[i]!, { rx: 2 });
    out += text(px + 56, y + 21, sample.items?.[i] ?? '', { size: 10, fill: ink.text, max: pw - 72 });
    out += text(px + 56, y + 38, `¥${[68, 128, 25, 59][i]} × 1`, { size: 10, fill: ink.muted });
  });
  out += line(px + 12, b.y + 212, px + pw - 12, b.y + 212, ink.border);
  out += text(px + 12, b.y + 236, '合计', { size: 11, fill: ink.text2 });
  out += text(px + pw - 12, b.y + 237, '¥201', { size: 16, weight: 600, fill: accent, anchor: 'end' });
  out += button(px + 10, b.y + b.h - 44, pw - 20, 32, '去结算', accent);
  return out;
};

/** 新闻填字: the grid with the current word, and its clues. */
export const crossword: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '今日挑战'}`, { accent, action: '提交答案' });
  const b = bodyOf(MAIN);
  const size = 44;
  const grid = ['乡村振兴##', '#民#春_#', '_自__#_', '#治#_#_', '_____#', '##_#__'];
  const current = new Set(['1,3', '1,4']);
  const numbers: Record<string, string> = { '0,0': '1', '0,1': '2', '1,3': '3', '2,0': '4', '2,5': '5', '4,0': '6' };
  grid.forEach((row, r) => {
    [...row].forEach((cell, c) => {
      const x = b.x + c * size;
      const y = b.y + r * size;
      const key = `${r},${c}`;
      if (cell === '#') {
        out += rect(x, y, size, size, ink.navy);
        return;
      }
      const active = key === '1,4';
      out += rect(x, y, size, size, active ? tint(accent, 0.4) : current.has(key) ? tint(accent, 0.14) : ink.white, { stroke: ink.border });
      if (numbers[key]) out += text(x + 4, y + 11, numbers[key], { size: 9, fill: ink.muted });
      if (cell !== '_') out += text(x + size / 2, y + size / 2 + 8, cell, { size: 20, weight: 600, fill: ink.text, anchor: 'middle' });
      if (active) out += rect(x + size / 2 - 1, y + 12, 2, 22, accent);
    });
  });
  out += rect(b.x, b.y, size * 6, size * 6, 'none', { stroke: ink.navy, 'stroke-width': 2 });
  const cx = b.x + size * 6 + 18;
  const cw = b.w - size * 6 - 18;
  const clue = (y: number, number: string, body: string, on = false) =>
    (on ? rect(cx - 6, y - 15, cw + 6, 40, tint(accent, 0.1), { rx: 6 }) : '') +
    text(cx, y, number, { size: 12, weight: 600, fill: on ? accent : ink.text }) +
    text(cx + 16, y, body.slice(0, 11), { size: 12, fill: ink.text2 }) +
    text(cx + 16, y + 18, body.slice(11), { size: 12, fill: ink.text2, max: cw - 20 });
  out += text(cx, b.y + 12, '横向', { size: 12, weight: 600, fill: ink.text });
  out += clue(b.y + 36, '1', '实施____战略，推进农业农村现代化');
  out += clue(b.y + 84, '3', '春节前后的交通运输高峰，为期四十天', true);
  out += text(cx, b.y + 132, '纵向', { size: 12, weight: 600, fill: ink.text });
  out += clue(b.y + 156, '2', '农村基层群众自治的主要形式');
  out += text(cx, b.y + 218, '完成度', { size: 11, fill: ink.muted });
  out += rect(cx, b.y + 228, cw, 8, ink.soft, { rx: 4 }) + rect(cx, b.y + 228, cw * 0.68, 8, accent, { rx: 4 });
  out += text(cx + cw, b.y + 220, '68%', { size: 11, weight: 600, fill: accent, anchor: 'end' });
  out += rect(cx, b.y + 248, cw, 44, ink.soft, { rx: 8 });
  out += text(cx + 12, b.y + 275, '排行榜 第 12 名', { size: 12, weight: 500, fill: ink.text });
  out += text(cx + cw - 12, b.y + 275, '03:42', { size: 12, fill: ink.muted, anchor: 'end' });
  out += statCard(doc, { ...FLOAT_LEFT, x: 6, y: FLOAT_LEFT.y + 14, w: 190, h: 66 }, accent, '今日参与', '2.3 万人');
  return out;
};

type Mascot = 'bear' | 'cat' | 'sprout' | 'cloud';

/** A mascot: a round figure with a face, its ears or crown by kind. */
function mascot(kind: Mascot, cx: number, cy: number, r: number, color: string): string {
  let top = '';
  if (kind === 'bear') top = circle(cx - r * 0.7, cy - r * 0.72, r * 0.3, color) + circle(cx + r * 0.7, cy - r * 0.72, r * 0.3, color);
  if (kind === 'cat')
    top = path(
      `M${cx - r * 0.9} ${cy - r * 0.3}l${r * 0.1}-${r * 0.85} ${r * 0.6} ${r * 0.4}zM${cx + r * 0.9} ${cy - r * 0.3}l-${r * 0.1}-${r * 0.85}-${r * 0.6} ${r * 0.4}z`,
      color,
    );
  if (kind === 'sprout')
    top =
      path(`M${cx} ${cy - r * 0.95}v-${r * 0.3}`, 'none', { stroke: series.green, 'stroke-width': 3 }) +
      el('ellipse', {
        cx: cx - r * 0.22,
        cy: cy - r * 1.3,
        rx: r * 0.26,
        ry: r * 0.13,
        fill: series.green,
        transform: `rotate(-25 ${cx - r * 0.22} ${cy - r * 1.3})`,
      }) +
      el('ellipse', {
        cx: cx + r * 0.22,
        cy: cy - r * 1.3,
        rx: r * 0.26,
        ry: r * 0.13,
        fill: series.green,
        transform: `rotate(25 ${cx + r * 0.22} ${cy - r * 1.3})`,
      });
  if (kind === 'cloud') top = circle(cx - r * 0.5, cy - r * 0.7, r * 0.45, color) + circle(cx + r * 0.3, cy - r * 0.85, r * 0.5, color);
  return (
    top +
    circle(cx, cy, r, color) +
    el('ellipse', { cx, cy: cy + r * 0.18, rx: r * 0.66, ry: r * 0.52, fill: ink.white, opacity: 0.92 }) +
    circle(cx - r * 0.28, cy + r * 0.08, r * 0.09, ink.navy) +
    circle(cx + r * 0.28, cy + r * 0.08, r * 0.09, ink.navy) +
    circle(cx - r * 0.46, cy + r * 0.3, r * 0.1, tint(series.rose, 0.5)) +
    circle(cx + r * 0.46, cy + r * 0.3, r * 0.1, tint(series.rose, 0.5)) +
    path(`M${cx - r * 0.12} ${cy + r * 0.3}q${r * 0.12} ${r * 0.12} ${r * 0.24} 0`, 'none', {
      stroke: ink.navy,
      'stroke-width': 1.8,
      'stroke-linecap': 'round',
    })
  );
}

/** IP中国: the IP figures, their registration, and what they are licensed for. */
export const ipGallery: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · IP资源库`, { accent, action: '发起授权' });
  const b = bodyOf(MAIN);
  const gw = 320;
  const cw = (gw - 12) / 2;
  const chh = (b.h - 12) / 2;
  const kinds: Mascot[] = ['bear', 'cat', 'sprout', 'cloud'];
  const colors = [accent, series.teal, series.green, series.sky];
  (sample.items ?? []).slice(0, 4).forEach((name, i) => {
    const x = b.x + (i % 2) * (cw + 12);
    const y = b.y + Math.floor(i / 2) * (chh + 12);
    const color = colors[i]!;
    out += rect(x, y, cw, chh, tint(color, 0.1), { rx: 10 });
    out += circle(x + cw - 20, y + 20, 26, tint(color, 0.14));
    out += mascot(kinds[i]!, x + cw / 2, y + 62, 30, kinds[i] === 'sprout' ? tint(series.green, 0.5) : tint(color, 0.75));
    out += text(x + 12, y + chh - 14, name, { size: 12, weight: 600, fill: ink.text, max: cw - 70 });
    out += chip(x + cw - 56, y + chh - 28, i === 3 ? '孵化中' : '可授权', {
      fill: i === 3 ? ink.white : color,
      color: i === 3 ? ink.text2 : ink.white,
      size: 10,
      height: 18,
      stroke: i === 3 ? ink.border : undefined,
    });
  });
  const px = b.x + gw + 14;
  const pw = b.w - gw - 14;
  out += rect(px, b.y, pw, b.h, ink.soft, { rx: 10 });
  out += text(px + 12, b.y + 22, '版权登记', { size: 12, weight: 600, fill: ink.text });
  out += rect(px + 12, b.y + 34, pw - 24, 50, ink.white, { rx: 8 });
  out +=
    circle(px + 34, b.y + 59, 13, 'none', { stroke: series.rose, 'stroke-width': 2 }) +
    text(px + 34, b.y + 63, '登', { size: 11, weight: 600, fill: series.rose, anchor: 'middle' });
  out += text(px + 54, b.y + 55, '作品登记证书', { size: 11, weight: 500, fill: ink.text, max: pw - 70 });
  out += text(px + 54, b.y + 71, '国作登字 · 已确权', { size: 9, fill: ink.muted, max: pw - 70 });
  out += text(px + 12, b.y + 108, '授权品类', { size: 12, weight: 600, fill: ink.text });
  ['文创', '食品', '服饰', '出版', '动画'].forEach((category, i) => {
    out += chip(px + 12 + (i % 3) * 54, b.y + 118 + Math.floor(i / 3) * 26, category, {
      fill: i < 2 ? tint(accent, 0.16) : ink.white,
      color: i < 2 ? shade(accent, 0.25) : ink.text2,
      size: 10,
      height: 20,
      padX: 10,
      stroke: i < 2 ? undefined : ink.border,
    });
  });
  out += text(px + 12, b.y + 192, '授权收入（万元）', { size: 11, fill: ink.text2 });
  out += bars(
    px + 12,
    b.y + 202,
    pw - 24,
    b.h - 212,
    [0.3, 0.42, 0.38, 0.6, 0.74, 0.95].map((v) => v * (0.85 + random() * 0.15)),
    (i) => (i === 5 ? accent : tint(accent, 0.35)),
    0.35,
  );
  return out;
};
