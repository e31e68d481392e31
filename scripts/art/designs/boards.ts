/** Previews of boards and diagrams: the data screen, ads, distribution, architectures, the platform. */
import { FLOAT_LEFT, MAIN, type Design } from '../context';
import {
  appWindow,
  areaChart,
  bars,
  bodyOf,
  button,
  card,
  checkDot,
  chip,
  chipRow,
  donut,
  paragraph,
  picture,
  rising,
  series01,
  skeleton,
  type Box,
} from '../kit';
import { ink, mix, series, shade, tint } from '../palette';
import { circle, el, line, path, rect, text, textWidth, wrap } from '../svg';
import { searchField, statCard } from './common';

/** 数据大屏: a dark board of figures, a map and charts. */
export const dashboard: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 实时`, { dark: true, accent, action: '全屏展示' });
  const b = bodyOf(MAIN, 14);
  const glow = mix(accent, ink.white, 0.25);
  const panel = (box: Box, title: string) =>
    rect(box.x, box.y, box.w, box.h, mix(ink.navy, ink.navySoft, 0.7), { rx: 6, stroke: mix(ink.navySoft, accent, 0.35) }) +
    rect(box.x, box.y + 8, 3, 12, accent) +
    text(box.x + 10, box.y + 18, title, { size: 10, fill: ink.white, opacity: 0.85 });
  out += text(MAIN.x + MAIN.w / 2, b.y + 10, sample.title ?? ctx.name, { size: 15, weight: 600, fill: ink.white, anchor: 'middle' });
  out += path(`M${b.x + 60} ${b.y + 18}h90l10 6M${b.x + b.w - 60} ${b.y + 18}h-90l-10 6`, 'none', { stroke: accent, 'stroke-width': 1.5 });
  const top = b.y + 28;
  const colW = 136;
  // Left: figures and bars.
  const k = { x: b.x, y: top, w: colW, h: 118 };
  out += panel(k, '今日传播量');
  out += text(k.x + 10, k.y + 52, `${(2000 + random() * 900).toFixed(0)}万`, { size: 22, weight: 600, fill: glow });
  out += text(k.x + 10, k.y + 72, '较昨日 +18.6%', { size: 10, fill: series.green });
  out += bars(k.x + 10, k.y + 80, k.w - 20, 30, series01(random, 8, 0.3, 1), tint(accent, 0.75), 0.35);
  const r = { x: b.x, y: top + 128, w: colW, h: b.y + b.h - top - 128 };
  out += panel(r, '渠道排行');
  ['客户端', '公众号', '短视频', '网站'].forEach((name, i) => {
    const y = r.y + 34 + i * 24;
    out += text(r.x + 10, y + 4, name, { size: 10, fill: ink.white, opacity: 0.75 });
    out +=
      rect(r.x + 54, y - 3, r.w - 64, 6, ink.navySoft, { rx: 3 }) +
      rect(r.x + 54, y - 3, (r.w - 64) * (0.9 - i * 0.18), 6, [accent, series.sky, series.teal, series.amber][i]!, { rx: 3 });
  });
  // Centre: the map.
  const m = { x: b.x + colW + 10, y: top, w: b.w - colW * 2 - 20, h: b.y + b.h - top };
  out += panel(m, '传播热力分布');
  const cx = m.x + m.w / 2;
  const cy = m.y + m.h / 2 + 10;
  out += path(`M${cx - 80} ${cy - 20}q10-50 60-58q40-6 70 20q30 10 24 46q-4 40-50 52q-30 10-60-6q-40-10-44-54z`, mix(ink.navySoft, accent, 0.2), {
    stroke: mix(ink.navySoft, accent, 0.6),
  });
  for (let i = 0; i < 46; i += 1) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * 62;
    out += circle(cx + Math.cos(a) * d * 1.3, cy + Math.sin(a) * d * 0.85, 1.4, glow, { opacity: 0.5 });
  }
  [
    [cx - 30, cy - 18, 9],
    [cx + 34, cy + 6, 7],
    [cx - 6, cy + 34, 6],
  ].forEach(([x, y, s], i) => {
    out +=
      circle(x!, y!, s! * 2.2, i === 0 ? accent : series.sky, { opacity: 0.18 }) +
      circle(x!, y!, s! * 1.3, i === 0 ? accent : series.sky, { opacity: 0.35 }) +
      circle(x!, y!, s! * 0.6, ink.white);
  });
  out += chip(cx - 54, m.y + m.h - 34, '实时刷新 · 5秒', { fill: ink.navySoft, color: ink.white, size: 10, height: 18 });
  // Right: ring and trend.
  const d = { x: m.x + m.w + 10, y: top, w: colW, h: 118 };
  out += panel(d, '内容构成');
  out += donut(
    d.x + 40,
    d.y + 70,
    24,
    9,
    [
      { value: 0.46, color: accent },
      { value: 0.3, color: series.sky },
      { value: 0.16, color: series.amber },
    ],
    ink.navySoft,
  );
  ['图文', '视频', '音频'].forEach((label, i) => {
    out +=
      circle(d.x + 80, d.y + 56 + i * 16, 3.5, [accent, series.sky, series.amber][i]!) +
      text(d.x + 88, d.y + 60 + i * 16, label, { size: 10, fill: ink.white, opacity: 0.75 });
  });
  const t = { x: d.x, y: top + 128, w: colW, h: b.y + b.h - top - 128 };
  out += panel(t, '24小时趋势');
  out += areaChart(doc, t.x + 10, t.y + 36, t.w - 20, t.h - 48, rising(random, 10, 0.2, 0.9), glow);
  return out;
};

/** 广告投放: the plan's figures, its curve and its placements. */
export const campaign: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '投放计划'}`, { accent, action: '新建计划' });
  const b = bodyOf(MAIN);
  const kpis = [
    ['曝光量', `${(300 + random() * 60).toFixed(1)}万`],
    ['点击量', `${(10 + random() * 4).toFixed(1)}万`],
    ['点击率', `${(3 + random()).toFixed(1)}%`],
    ['消耗', `¥${(7 + random() * 3).toFixed(1)}万`],
  ] as const;
  const kw = (b.w - 30) / 4;
  kpis.forEach(([label, value], i) => {
    const x = b.x + i * (kw + 10);
    out += rect(x, b.y, kw, 58, i === 0 ? tint(accent, 0.08) : ink.soft, { rx: 8 });
    out += text(x + 12, b.y + 20, label, { size: 10, fill: ink.muted });
    out += text(x + 12, b.y + 44, value, { size: 17, weight: 600, fill: i === 0 ? accent : ink.text });
  });
  const c = { x: b.x, y: b.y + 72, w: 250, h: b.h - 72 };
  out += text(c.x, c.y + 14, '近7日效果', { size: 11, weight: 600, fill: ink.text });
  out += circle(c.x + 150, c.y + 10, 4, accent) + text(c.x + 158, c.y + 14, '曝光', { size: 10, fill: ink.muted });
  out += circle(c.x + 196, c.y + 10, 4, series.sky) + text(c.x + 204, c.y + 14, '点击', { size: 10, fill: ink.muted });
  for (let i = 0; i < 4; i += 1) out += line(c.x, c.y + 36 + i * 36, c.x + c.w, c.y + 36 + i * 36, ink.soft);
  out += areaChart(doc, c.x, c.y + 40, c.w, 140, rising(random, 7, 0.3, 0.9), accent);
  out += areaChart(doc, c.x, c.y + 40, c.w, 140, rising(random, 7, 0.12, 0.45), series.sky, { area: false });
  const lx = b.x + 266;
  const lw = b.w - 266;
  out += text(lx, b.y + 86, '广告位', { size: 11, weight: 600, fill: ink.text });
  (sample.items ?? ['开屏广告', '信息流', '首页通栏']).slice(0, 3).forEach((item, i) => {
    const y = b.y + 98 + i * 62;
    out += rect(lx, y, lw, 54, ink.white, { rx: 8, stroke: ink.border });
    out += text(lx + 12, y + 20, item, { size: 12, weight: 500, fill: ink.text, max: lw - 70 });
    const on = i !== 2;
    out += rect(lx + lw - 44, y + 9, 32, 18, on ? accent : ink.bar, { rx: 9 }) + circle(on ? lx + lw - 21 : lx + lw - 35, y + 18, 7, ink.white);
    const spent = 0.35 + random() * 0.5;
    out += rect(lx + 12, y + 34, lw - 90, 6, ink.soft, { rx: 3 }) + rect(lx + 12, y + 34, (lw - 90) * spent, 6, on ? accent : ink.barDark, { rx: 3 });
    out += text(lx + lw - 12, y + 41, `预算 ${Math.round(spent * 100)}%`, { size: 10, fill: ink.muted, anchor: 'end' });
  });
  const f = { x: FLOAT_LEFT.x, y: FLOAT_LEFT.y + 6, w: 236, h: 70 };
  out += card(doc, f);
  out += text(f.x + 14, f.y + 24, ctx.points[1] ?? '定向投放', { size: 11, fill: ink.muted });
  out += chipRow(
    f.x + 14,
    f.y + 36,
    ['本地', '25–40岁', '财经兴趣'],
    f.w - 24,
    (i) => (i === 0 ? { fill: accent, color: ink.white } : { fill: tint(accent, 0.12), color: shade(accent, 0.25) }),
    11,
  );
  return out;
};

/** 多平台分发: one article fanning out to the platforms it is published on. */
export const fanout: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 一键发布`, { accent, action: '定时 08:00' });
  const b = bodyOf(MAIN);
  const a = { x: b.x, y: b.y + 16, w: 190, h: 236 };
  out += rect(a.x, a.y, a.w, a.h, ink.white, { rx: 10, stroke: tint(accent, 0.6), 'stroke-width': 1.5 });
  out += picture(doc, { x: a.x + 10, y: a.y + 10, w: a.w - 20, h: 86 }, accent, 'city', 6);
  wrap(sample.title ?? ctx.tagline, a.w - 24, 13, 3).forEach((row, i) => {
    out += text(a.x + 12, a.y + 120 + i * 19, row, { size: 13, weight: 600, fill: ink.text });
  });
  out += paragraph(a.x + 12, a.y + 180, a.w - 24, 3, 12);
  const platforms = sample.labels ?? ['客户端', '网站', '公众号', '微博', '短视频', '头条号'];
  const colors = [accent, series.sky, series.green, series.rose, series.violet, series.amber];
  const tx = b.x + b.w - 168;
  const step = (b.h - 4) / platforms.length;
  const from = [a.x + a.w, a.y + a.h / 2] as const;
  platforms.forEach((platform, i) => {
    const y = b.y + i * step;
    const color = colors[i % colors.length]!;
    const to = [tx, y + step / 2 - 2] as const;
    out += path(`M${from[0]} ${from[1]}C${from[0] + 70} ${from[1]} ${to[0] - 70} ${to[1]} ${to[0]} ${to[1]}`, 'none', {
      stroke: tint(color, 0.6),
      'stroke-width': 1.6,
      'stroke-dasharray': i % 2 ? '4 3' : undefined,
    });
    out += rect(tx, y, 168, step - 6, ink.white, { rx: 8, stroke: ink.border });
    out += rect(tx + 8, y + (step - 6) / 2 - 13, 26, 26, color, { rx: 7 });
    out += text(tx + 21, y + (step - 6) / 2 + 4.5, platform.slice(0, 1), { size: 12, weight: 600, fill: ink.white, anchor: 'middle' });
    out += text(tx + 42, y + (step - 6) / 2 - 1, platform, { size: 12, weight: 500, fill: ink.text, max: 80 });
    out += text(tx + 42, y + (step - 6) / 2 + 13, `阅读 ${(0.4 + random() * 4).toFixed(1)}万`, { size: 10, fill: ink.muted });
    out += checkDot(tx + 152, y + (step - 6) / 2, 7, series.green);
  });
  out += circle(from[0], from[1], 5, accent);
  out += statCard(
    doc,
    { ...FLOAT_LEFT, y: FLOAT_LEFT.y + 4, w: 206 },
    accent,
    '全渠道传播',
    `${(10 + random() * 8).toFixed(1)}万 阅读`,
    ctx.points[4] ?? '数据自动汇总',
  );
  return out;
};

/** 整体解决方案: the layered architecture, its applications from the content. */
export const architecture: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '总体架构'}`, { accent, action: '方案咨询' });
  const b = bodyOf(MAIN);
  const lx = b.x + 64;
  const lw = b.w - 64 - 56;
  const layers: ReadonlyArray<{ label: string; items: readonly string[]; fill: string; color: string; stroke?: string }> = [
    { label: '服务对象', items: ctx.scenarios.slice(0, 3), fill: ink.white, color: ink.text, stroke: ink.border },
    { label: '智能应用', items: ctx.points.slice(0, 5), fill: accent, color: ink.white },
    { label: '能力平台', items: ['媒体大模型', '知识库', '内容安全', '数据中台'], fill: tint(accent, 0.16), color: shade(accent, 0.3) },
    { label: '基础设施', items: ['私有云', '公有云', '信创环境'], fill: ink.soft, color: ink.text2, stroke: ink.border },
  ];
  const rowH = (b.h - 30) / 4;
  layers.forEach((layer, r) => {
    const y = b.y + r * (rowH + 10);
    out += rect(b.x, y, 56, rowH, r === 1 ? shade(accent, 0.1) : ink.navySoft, { rx: 8 });
    out += text(b.x + 28, y + rowH / 2 - 3, layer.label.slice(0, 2), { size: 11, weight: 600, fill: ink.white, anchor: 'middle' });
    out += text(b.x + 28, y + rowH / 2 + 12, layer.label.slice(2), { size: 11, weight: 600, fill: ink.white, anchor: 'middle' });
    const gap = 8;
    const n = Math.max(1, layer.items.length);
    const iw = (lw - 8 - gap * (n - 1)) / n;
    layer.items.forEach((item, i) => {
      const x = lx + i * (iw + gap);
      out += rect(x, y, iw, rowH, layer.fill, { rx: 8, stroke: layer.stroke });
      // Two lines of even length rather than a word and its last character.
      const half = Math.ceil([...item].length / 2);
      const rows = textWidth(item, 12) <= iw - 12 ? [item] : [[...item].slice(0, half).join(''), [...item].slice(half).join('')];
      rows.forEach((row, k) => {
        out += text(x + iw / 2, y + rowH / 2 + 4 - (rows.length - 1) * 8 + k * 16, row, { size: 12, weight: 500, fill: layer.color, anchor: 'middle' });
      });
    });
    if (r < layers.length - 1) out += path(`M${lx + lw / 2 - 5} ${y + rowH + 2}l5 6 5-6z`, tint(accent, 0.6));
  });
  const px = b.x + b.w - 48;
  const ph = layers.length * (rowH + 10) - 10;
  out += rect(px, b.y, 48, ph, tint(accent, 0.08), { rx: 8, stroke: tint(accent, 0.4), 'stroke-dasharray': '4 3' });
  '安全合规'.split('').forEach((char, i) => {
    out += text(px + 24, b.y + 34 + i * 20, char, { size: 12, weight: 600, fill: shade(accent, 0.2), anchor: 'middle' });
  });
  '运营服务'.split('').forEach((char, i) => {
    out += text(px + 24, b.y + 160 + i * 20, char, { size: 12, weight: 600, fill: shade(accent, 0.2), anchor: 'middle' });
  });
  return out;
};

/** AI一体机: the machine, and the models it runs on the premises. */
export const appliance: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = '';
  // The machine.
  const m = { x: 30, y: 70, w: 170, h: 300 };
  out += el('ellipse', { cx: m.x + m.w / 2, cy: m.y + m.h + 8, rx: 100, ry: 12, fill: ink.navy, opacity: 0.25 });
  out += rect(m.x, m.y, m.w, m.h, doc.gradient(mix(ink.navySoft, ink.primary, 0.2), ink.navy), { rx: 14, filter: doc.shadow() });
  out += rect(m.x + 0.5, m.y + 0.5, m.w - 1, m.h - 1, 'none', { rx: 13.5, stroke: mix(ink.navySoft, ink.white, 0.3) });
  out += rect(m.x + 14, m.y + 16, m.w - 28, 34, ink.navySoft, { rx: 6 });
  out += text(m.x + m.w / 2, m.y + 38, '智媒AI一体机', { size: 13, weight: 600, fill: ink.white, anchor: 'middle' });
  for (let i = 0; i < 4; i += 1) {
    const y = m.y + 66 + i * 40;
    out += rect(m.x + 14, y, m.w - 28, 32, mix(ink.navy, ink.navySoft, 0.6), { rx: 5, stroke: ink.navySoft });
    for (let k = 0; k < 9; k += 1) out += rect(m.x + 24 + k * 10, y + 10, 4, 12, ink.navySoft, { rx: 2 });
    out += circle(m.x + m.w - 34, y + 16, 3.5, i === 3 ? series.amber : series.green) + circle(m.x + m.w - 22, y + 16, 3.5, accent);
  }
  out += rect(m.x + 14, m.y + m.h - 64, m.w - 28, 46, mix(ink.navy, accent, 0.12), { rx: 6 });
  out += text(m.x + 24, m.y + m.h - 44, 'GPU', { size: 10, fill: ink.white, opacity: 0.7 });
  out += text(m.x + m.w - 24, m.y + m.h - 44, `${Math.round(60 + random() * 20)}%`, { size: 10, fill: ink.white, anchor: 'end' });
  out += rect(m.x + 24, m.y + m.h - 36, m.w - 48, 6, ink.navySoft, { rx: 3 }) + rect(m.x + 24, m.y + m.h - 36, (m.w - 48) * 0.68, 6, accent, { rx: 3 });
  // The console.
  const w = { x: 222, y: 40, w: 356, h: 340 };
  out += appWindow(doc, w, `${ctx.name} · 管理后台`, { accent, action: '离线升级' });
  const b = bodyOf(w, 14);
  out += text(b.x, b.y + 10, '本地模型与服务', { size: 12, weight: 600, fill: ink.text });
  out += chip(b.x + b.w - 92, b.y - 2, '数据不出域', { fill: tint(series.green, 0.15), color: shade(series.green, 0.3), size: 10, height: 18 });
  (sample.items ?? ctx.points).slice(0, 5).forEach((item, i) => {
    const y = b.y + 24 + i * 44;
    out += rect(b.x, y, b.w, 38, i === 0 ? tint(accent, 0.08) : ink.white, { rx: 8, stroke: i === 0 ? tint(accent, 0.6) : ink.border });
    out += rect(b.x + 10, y + 9, 20, 20, i === 0 ? accent : tint(accent, 0.25), { rx: 5 });
    out += text(b.x + 40, y + 24, item, { size: 12, weight: 500, fill: ink.text, max: b.w - 150 });
    out += circle(b.x + b.w - 74, y + 19, 4, series.green) + text(b.x + b.w - 66, y + 23, '运行中', { size: 10, fill: ink.text2 });
  });
  out += text(b.x, b.y + b.h - 6, `知识库文档 ${Math.round(8000 + random() * 4000)} 篇 · 信创环境适配`, { size: 10, fill: ink.muted, max: b.w });
  return out;
};

const groupNames = ['智能采集', '智能生成', '智能风控', '智能分发', '智能工具', '智能生态'];

/** The home page: the platform's workbench, with its six directions and what they produce. */
export const platform: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `智媒开放平台 · ${sample.title ?? '工作台'}`, { accent, action: '进入控制台' });
  const b = bodyOf(MAIN, 0);
  const nav = { x: MAIN.x, y: b.y, w: 118, h: b.h };
  out += path(`M${nav.x} ${nav.y}h${nav.w}v${nav.h}H${nav.x + 12}a12 12 0 0 1-12-12z`, ink.soft);
  groupNames.forEach((name, i) => {
    const y = nav.y + 18 + i * 34;
    if (i === 1) out += rect(nav.x + 8, y - 4, nav.w - 16, 28, ink.white, { rx: 7 });
    out += rect(nav.x + 18, y + 3, 14, 14, i === 1 ? accent : tint(accent, 0.3), { rx: 4 });
    out += text(nav.x + 40, y + 15, name, { size: 12, weight: i === 1 ? 600 : 400, fill: i === 1 ? ink.text : ink.text2 });
  });
  const mx = nav.x + nav.w + 16;
  const mw = MAIN.x + MAIN.w - mx - 16;
  out += text(mx, b.y + 28, '上午好，编辑部', { size: 16, weight: 600, fill: ink.text });
  out += text(mx, b.y + 46, '今天有 12 条热点线索等待处理', { size: 11, fill: ink.muted });
  const tiles = (sample.items ?? []).slice(0, 6);
  const tw = (mw - 20) / 3;
  const tileColors = [accent, series.teal, series.rose, series.violet, series.amber, series.sky];
  tiles.forEach((tile, i) => {
    const x = mx + (i % 3) * (tw + 10);
    const y = b.y + 60 + Math.floor(i / 3) * 74;
    const color = tileColors[i]!;
    out += rect(x, y, tw, 64, ink.white, { rx: 10, stroke: ink.border });
    out += rect(x + 10, y + 10, 24, 24, tint(color, 0.16), { rx: 7 }) + rect(x + 17, y + 17, 10, 10, color, { rx: 2.5 });
    out += text(x + 42, y + 27, tile, { size: 12, weight: 600, fill: ink.text, max: tw - 48 });
    out += skeleton(x + 10, y + 44, tw * (0.5 + random() * 0.35), ink.bar, 5);
  });
  const cy = b.y + 218;
  const ch = b.y + b.h - 16 - cy;
  out += rect(mx, cy, mw, ch, ink.soft, { rx: 10 });
  out += text(mx + 12, cy + 20, '内容生产趋势', { size: 11, weight: 600, fill: ink.text2 });
  out += areaChart(doc, mx + 12, cy + 30, mw - 24, ch - 40, rising(random, 12, 0.2, 0.85), accent);
  out += statCard(
    doc,
    { ...FLOAT_LEFT, y: FLOAT_LEFT.y + 6, w: 204 },
    accent,
    '今日生成稿件',
    `${(1000 + Math.round(random() * 800)).toLocaleString('en-US')} 篇`,
    '审核通过率 99.2%',
  );
  return out;
};

/** 关于我们: the group at the centre of its six directions, and its years. */
export const company: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${sample.title ?? ctx.name} · 业务版图`, { accent });
  const b = bodyOf(MAIN);
  const cx = b.x + b.w / 2;
  const cy = b.y + 104;
  const ring = 94;
  out += el('ellipse', { cx, cy, rx: ring * 1.9, ry: ring, fill: 'none', stroke: tint(accent, 0.35), 'stroke-dasharray': '4 4' });
  const colors = [accent, series.teal, series.rose, series.violet, series.amber, series.sky];
  groupNames.forEach((name, i) => {
    const a = (i / groupNames.length) * Math.PI * 2 - Math.PI / 2;
    const x = cx + Math.cos(a) * ring * 1.9;
    const y = cy + Math.sin(a) * ring;
    out += line(cx, cy, x, y, tint(accent, 0.3), 1.2);
    out += rect(x - 46, y - 15, 92, 30, ink.white, { rx: 15, stroke: tint(colors[i]!, 0.6), filter: doc.shadow(0.4) });
    out += circle(x - 32, y, 5, colors[i]!);
    out += text(x + 6, y + 4.5, name, { size: 12, weight: 500, fill: ink.text, anchor: 'middle' });
  });
  out += circle(cx, cy, 46, ink.navy) + circle(cx, cy, 54, 'none', { stroke: tint(accent, 0.4), 'stroke-width': 2 });
  out += text(cx, cy - 2, '星海', { size: 16, weight: 600, fill: ink.white, anchor: 'middle' });
  out += text(cx, cy + 16, '传媒集团', { size: 11, fill: ink.white, anchor: 'middle', opacity: 0.8 });
  const ty = b.y + b.h - 58;
  out += rect(b.x, ty - 14, b.w, 72, ink.soft, { rx: 10 });
  const years = ctx.scenarios.slice(-8);
  const step = (b.w - 40) / (years.length - 1 || 1);
  out += line(b.x + 20, ty + 14, b.x + b.w - 20, ty + 14, tint(accent, 0.4), 2);
  years.forEach((year, i) => {
    const x = b.x + 20 + i * step;
    const last = i === years.length - 1;
    out += circle(x, ty + 14, last ? 7 : 5, last ? accent : ink.white, { stroke: accent, 'stroke-width': 2 });
    out += text(x, ty + 40, year, { size: 11, weight: last ? 600 : 400, fill: last ? accent : ink.text2, anchor: 'middle' });
  });
  return out;
};

/** 政务服务: the service portal, its services, a policy question answered. */
export const govPortal: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${sample.title ?? ctx.name}`, { accent, action: '政策问答' });
  const b = bodyOf(MAIN);
  out += rect(b.x, b.y, b.w, 76, doc.gradient(accent, shade(accent, 0.35), true), { rx: 10 });
  out += circle(b.x + b.w - 40, b.y + 10, 50, ink.white, { opacity: 0.08 });
  out += text(b.x + 18, b.y + 30, '星海市政务服务', { size: 16, weight: 600, fill: ink.white });
  out += searchField(b.x + 18, b.y + 40, 300, '搜索政策、办事指南', shade(accent, 0.3), 26);
  const tw = (b.w - 20 - 180) / 3;
  ctx.points.slice(0, 6).forEach((service, i) => {
    const x = b.x + (i % 3) * (tw + 10);
    const y = b.y + 90 + Math.floor(i / 3) * 64;
    out += rect(x, y, tw, 56, ink.white, { rx: 8, stroke: ink.border });
    out += circle(x + 20, y + 20, 10, tint(accent, 0.16)) + rect(x + 15, y + 15, 10, 10, accent, { rx: 2 });
    out += text(x + 10, y + 46, service, { size: 11, weight: 500, fill: ink.text, max: tw - 16 });
  });
  const qx = b.x + b.w - 170;
  const qw = 170;
  out += rect(qx, b.y + 90, qw, 118, ink.soft, { rx: 10 });
  out += rect(qx + 12, b.y + 102, qw - 24, 34, accent, { rx: 10 });
  wrap(sample.sentence ?? '', qw - 40, 11, 2).forEach((row, i) => {
    out += text(qx + 20, b.y + 116 + i * 14, row, { size: 11, fill: ink.white });
  });
  out += rect(qx + 12, b.y + 144, qw - 24, 54, ink.white, { rx: 10 });
  out += paragraph(qx + 22, b.y + 156, qw - 44, 3, 11, tint(accent, 0.3));
  const cy = b.y + 222;
  const ch = b.y + b.h - cy;
  out += rect(b.x, cy, b.w, ch, ink.soft, { rx: 10 });
  out += text(b.x + 14, cy + 22, '本月办件量', { size: 11, fill: ink.text2 });
  out += text(b.x + 14, cy + 48, (12000 + Math.round(random() * 900)).toLocaleString('en-US'), { size: 20, weight: 600, fill: ink.text });
  out += text(b.x + 14, cy + 64, '群众满意度 99.1%', { size: 10, fill: series.green });
  out += bars(b.x + 150, cy + 10, b.w - 170, ch - 18, series01(random, 16, 0.3, 1), (i) => (i === 15 ? accent : tint(accent, 0.35)), 0.4);
  (sample.items ?? []).slice(0, 1).forEach((item) => {
    out += chip(b.x + 190, b.y + 16, item, { fill: ink.white, color: shade(accent, 0.2), size: 10, height: 18 });
  });
  return out;
};

/** AI视觉工作室: the prompt, the styles, and the images it made. */
export const canvas: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 创作画布`, { accent, action: '导出高清图' });
  const b = bodyOf(MAIN);
  const pw = 176;
  out += text(b.x, b.y + 10, '画面描述', { size: 11, fill: ink.muted });
  out += rect(b.x, b.y + 18, pw, 96, ink.white, { rx: 8, stroke: tint(accent, 0.6), 'stroke-width': 1.5 });
  wrap(sample.sentence ?? ctx.tagline, pw - 24, 12, 4).forEach((row, i) => {
    out += text(b.x + 12, b.y + 40 + i * 19, row, { size: 12, fill: ink.text });
  });
  out += text(b.x, b.y + 136, '风格', { size: 11, fill: ink.muted });
  const styles = sample.labels ?? ['新闻插画', '写实摄影', '国风', '扁平'];
  styles.slice(0, 4).forEach((style, i) => {
    const x = b.x + (i % 2) * (pw / 2 + 2);
    const y = b.y + 144 + Math.floor(i / 2) * 30;
    out += rect(x, y, pw / 2 - 2, 24, i === 0 ? tint(accent, 0.12) : ink.white, { rx: 6, stroke: i === 0 ? accent : ink.border });
    out += text(x + (pw / 2 - 2) / 2, y + 16, style, {
      size: 11,
      weight: i === 0 ? 600 : 400,
      fill: i === 0 ? shade(accent, 0.2) : ink.text2,
      anchor: 'middle',
    });
  });
  out += text(b.x, b.y + 222, '比例', { size: 11, fill: ink.muted });
  out += chipRow(
    b.x,
    b.y + 230,
    ['16:9', '1:1', '3:4'],
    pw,
    (i) => (i === 0 ? { fill: ink.text, color: ink.white } : { fill: ink.soft, color: ink.text2 }),
    10,
  );
  out += button(b.x, b.y + b.h - 34, pw, 34, '生成 4 张', accent);
  const gx = b.x + pw + 16;
  const gw = (b.w - pw - 16 - 10) / 2;
  const gh = (b.h - 10) / 2;
  const scenes = ['night', 'city', 'hills', 'sea'] as const;
  scenes.forEach((scene, i) => {
    const x = gx + (i % 2) * (gw + 10);
    const y = b.y + Math.floor(i / 2) * (gh + 10);
    out += picture(doc, { x, y, w: gw, h: gh }, i % 2 ? series.sky : accent, scene, 10);
    out += chip(x + 8, y + gh - 24, 'AI生成', { fill: ink.navy, color: ink.white, size: 9, height: 16, padX: 5 });
    if (i === 0) out += rect(x - 1.5, y - 1.5, gw + 3, gh + 3, 'none', { rx: 11, stroke: accent, 'stroke-width': 3 });
  });
  return out;
};
