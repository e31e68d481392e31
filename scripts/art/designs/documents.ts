/** Previews of documents: slides, a financial report, proofreading, a paywall, the editor, the API docs. */
import { FLOAT_LEFT, MAIN, type Design } from '../context';
import { appWindow, areaChart, bars, bodyOf, button, card, checkDot, chip, chipRow, paragraph, picture, skeleton } from '../kit';
import { ink, series, shade, tint } from '../palette';
import { circle, line, path, rect, text, textWidth, wrap } from '../svg';
import { statCard } from './common';

/** AI生成PPT: thumbnails, the slide being made, and the one-line prompt. */
export const slides: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '演示文稿'}`, { accent, action: '导出PPT' });
  const b = bodyOf(MAIN);
  const items = sample.items ?? ['概述', '成效', '数据', '做法', '计划'];
  items.slice(0, 5).forEach((item, i) => {
    const y = b.y + i * 50;
    const on = i === 1;
    out += text(b.x, y + 26, String(i + 1), { size: 10, fill: ink.muted });
    out += rect(b.x + 12, y, 84, 44, ink.white, { rx: 4, stroke: on ? accent : ink.border, 'stroke-width': on ? 2 : 1 });
    out += rect(b.x + 12, y, 5, 44, i === 0 ? accent : tint(accent, 0.4), { rx: 2 });
    out += text(b.x + 22, y + 16, item, { size: 8, weight: 600, fill: ink.text });
    out +=
      i % 2
        ? bars(b.x + 58, y + 20, 32, 18, [0.4, 0.7, 0.55, 0.9], tint(accent, 0.6))
        : skeleton(b.x + 22, y + 26, 60, ink.bar, 4) + skeleton(b.x + 22, y + 34, 40, ink.bar, 4);
  });
  const sx = b.x + 110;
  const sw = b.w - 110;
  const sh = Math.round((sw * 9) / 16);
  out += rect(sx, b.y, sw, sh, ink.white, { rx: 6, stroke: ink.border });
  out += path(`M${sx} ${b.y + 6}a6 6 0 0 1 6-6h${sw * 0.36}l-${sw * 0.08} ${sh}H${sx + 6}a6 6 0 0 1-6-6z`, tint(accent, 0.1));
  out += rect(sx + 20, b.y + 22, 4, 22, accent, { rx: 2 });
  out += text(sx + 32, b.y + 40, items[1] ?? '重点成效', { size: 18, weight: 600, fill: ink.text });
  out += text(sx + 32, b.y + 58, sample.title ?? ctx.tagline, { size: 10, fill: ink.muted, max: sw * 0.5 });
  const figures = [
    ['+36%', '总阅读量'],
    ['128万', '覆盖用户'],
    ['4.9', '满意度'],
  ] as const;
  figures.forEach(([value, label], i) => {
    const y = b.y + 82 + i * 44;
    out += text(sx + 32, y + 14, value, { size: 17, weight: 600, fill: i === 0 ? accent : ink.text });
    out += text(sx + 32, y + 30, label, { size: 10, fill: ink.muted });
  });
  out += bars(
    sx + sw * 0.46,
    b.y + 70,
    sw * 0.48,
    sh - 100,
    [0.35, 0.5, 0.45, 0.7, 0.62, 0.92].map((v) => v * (0.85 + random() * 0.15)),
    (i) => (i === 5 ? accent : tint(accent, 0.35)),
    0.35,
  );
  out += line(sx + sw * 0.46, b.y + sh - 30, sx + sw * 0.94, b.y + sh - 30, ink.border);
  out += chip(sx + sw - 72, b.y + 14, 'AI排版', { fill: tint(accent, 0.14), color: shade(accent, 0.25), size: 10, height: 18 });
  const py = b.y + sh + 16;
  out += rect(sx, py, sw, 40, ink.white, { rx: 20, stroke: tint(accent, 0.6), 'stroke-width': 1.5 });
  out += path(`M${sx + 18} ${py + 20}l4-9 4 9 9 4-9 4-4 9-4-9-9-4z`, accent, { transform: `scale(0.7) translate(${(sx + 22) * 0.43} ${(py + 20) * 0.43})` });
  out += text(sx + 36, py + 25, sample.sentence ?? ctx.tagline, { size: 12, fill: ink.text2, max: sw - 130 });
  out += button(sx + sw - 84, py + 6, 78, 28, '生成大纲', accent);
  out += statCard(doc, { ...FLOAT_LEFT, y: FLOAT_LEFT.y + 4, w: 200 }, accent, ctx.points[2] ?? '智能排版', '12 页已生成', '用时 2 分钟');
  return out;
};

/** AI财报解读: the headline figures, the quarterly chart and the AI's reading of them. */
export const report: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '财报解读'}`, { accent, action: '生成快讯' });
  const b = bodyOf(MAIN);
  const up = series.rose;
  const down = series.green;
  const labels = sample.labels ?? ['营业收入', '归母净利润', '毛利率'];
  const kpis = [
    [labels[0], `${(120 + random() * 20).toFixed(1)}亿`, `同比 +${(8 + random() * 8).toFixed(1)}%`, up],
    [labels[1], `${(15 + random() * 6).toFixed(1)}亿`, `同比 +${(4 + random() * 6).toFixed(1)}%`, up],
    [labels[2], `${(28 + random() * 8).toFixed(1)}%`, `同比 -${(0.3 + random()).toFixed(1)}pt`, down],
  ] as const;
  const kw = (b.w - 24) / 3;
  kpis.forEach(([label, value, change, color], i) => {
    const x = b.x + i * (kw + 12);
    out += rect(x, b.y, kw, 72, i === 0 ? tint(accent, 0.08) : ink.soft, { rx: 10 });
    out += text(x + 14, b.y + 22, label ?? '', { size: 11, fill: ink.muted });
    out += text(x + 14, b.y + 48, value, { size: 20, weight: 600, fill: ink.text });
    out += text(x + 14, b.y + 64, change, { size: 10, weight: 600, fill: color });
  });
  const cy = b.y + 88;
  const cw = 250;
  out += text(b.x, cy + 12, '季度营业收入（亿元）', { size: 11, fill: ink.text2 });
  const values = [0.52, 0.6, 0.58, 0.72, 0.86].map((v) => v * (0.92 + random() * 0.08));
  out += bars(b.x, cy + 24, cw, 130, values, (i) => (i === 4 ? accent : tint(accent, 0.3)), 0.45);
  out += areaChart(doc, b.x + cw / 10, cy + 30, cw * 0.8, 80, [0.3, 0.45, 0.4, 0.62, 0.8], series.amber, { area: false, width: 2 });
  ['Q3', 'Q4', 'Q1', 'Q2', 'Q3'].forEach((q, i) => {
    out += text(b.x + cw / 10 + (i * cw) / 5, cy + 170, q, { size: 9, fill: ink.muted, anchor: 'middle' });
  });
  const ax = b.x + cw + 16;
  const aw = b.w - cw - 16;
  out += rect(ax, cy, aw, 196, ink.white, { rx: 10, stroke: tint(accent, 0.5) });
  out += path(`M${ax + 14} ${cy + 18}l3-7 3 7 7 3-7 3-3 7-3-7-7-3z`, accent);
  out += text(ax + 34, cy + 22, 'AI解读', { size: 12, weight: 600, fill: ink.text });
  const reading = `公司三季度营收同比${kpis[0][2].slice(3)}，增速较上季度加快，主营业务量价齐升；毛利率小幅回落，主要受原材料成本上涨影响。`;
  wrap(reading, aw - 28, 12, 5).forEach((row, i) => {
    out += text(ax + 14, cy + 48 + i * 20, row, { size: 12, fill: ink.text2 });
  });
  out += chipRow(
    ax + 14,
    cy + 160,
    ['营收增速加快', '成本承压', '现金流改善'],
    aw - 28,
    (i) => ({ fill: tint(i === 1 ? down : up, 0.12), color: shade(i === 1 ? down : up, 0.25) }),
    10,
  );
  out += statCard(doc, { ...FLOAT_LEFT, y: FLOAT_LEFT.y + 8, w: 200 }, accent, '财经快讯已生成', '用时 3 分钟', ctx.advantages[0] ?? '数据可溯源');
  return out;
};

/** AI文档: an official notice with its errors flagged, and the suggestions beside it. */
export const proofread: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 智能校对`, { accent, action: '全部采纳' });
  const b = bodyOf(MAIN);
  const pw = 318;
  out += rect(b.x, b.y, pw, b.h, ink.white, { rx: 6, stroke: ink.border });
  out += text(b.x + pw / 2, b.y + 30, '星海市人民政府办公室', { size: 17, weight: 600, fill: series.rose, anchor: 'middle' });
  out += line(b.x + 18, b.y + 42, b.x + pw - 18, b.y + 42, series.rose, 2);
  out += text(b.x + pw / 2, b.y + 68, sample.title ?? ctx.name, { size: 13, weight: 600, fill: ink.text, anchor: 'middle', max: pw - 30 });
  const lines: ReadonlyArray<readonly [string, string?, string?]> = [
    ['各区县人民政府，市政府各部门：'],
    ['为切实做好春季安全生产工作，坚决', '遏止', series.rose],
    ['重特大事故发生，现将有关事项通知如下。'],
    ['一、各单位要认真', '按排', series.rose],
    ['部署，压实安全生产主体责任，开展隐患'],
    ['排查整治。二、此项工作于', '2025.3.1', series.amber],
    ['前完成，并报送市应急管理局。'],
  ];
  lines.forEach(([head, flagged, color], i) => {
    const y = b.y + 96 + i * 24;
    const x = b.x + 20 + (i === 0 ? 0 : 24);
    out += text(x, y, head, { size: 12, fill: ink.text2 });
    if (flagged && color) {
      const fx = x + textWidth(head, 12);
      const fw = textWidth(flagged, 12);
      out += rect(fx - 2, y - 13, fw + 4, 18, tint(color, 0.18), { rx: 3 });
      out += path(`M${fx} ${y + 4}${'q1-2.5 2 0t2 0'.repeat(Math.ceil(fw / 4))}`, 'none', { stroke: color, 'stroke-width': 1.2 });
      out += text(fx, y, flagged, { size: 12, fill: shade(color, 0.2), weight: 600 });
    }
  });
  const sx = b.x + pw + 14;
  const sw = b.w - pw - 14;
  out += text(sx, b.y + 12, '校对结果 · 3 处', { size: 12, weight: 600, fill: ink.text });
  const issues = [
    ['用词不当', '遏止 → 遏制', series.rose],
    ['错别字', '按排 → 安排', series.rose],
    ['日期格式', '→ 2025年3月1日', series.amber],
  ] as const;
  issues.forEach(([kind, fix, color], i) => {
    const y = b.y + 24 + i * 72;
    out += rect(sx, y, sw, 62, ink.white, { rx: 8, stroke: ink.border });
    out += rect(sx, y + 8, 3, 46, color, { rx: 1.5 });
    out += chip(sx + 12, y + 9, kind, { fill: tint(color, 0.14), color: shade(color, 0.25), size: 10, height: 17, padX: 6 });
    out += text(sx + 12, y + 46, fix, { size: 12, weight: 500, fill: ink.text, max: sw - 64 });
    out += text(sx + sw - 12, y + 46, '采纳', { size: 11, weight: 500, fill: accent, anchor: 'end' });
  });
  out += rect(sx, b.y + 244, sw, 50, tint(accent, 0.08), { rx: 8 });
  out += text(sx + 12, b.y + 264, ctx.points[3] ?? '规范公文写作', { size: 11, weight: 600, fill: shade(accent, 0.2), max: sw - 24 });
  out += text(sx + 12, b.y + 282, '已按《党政机关公文格式》检查', { size: 10, fill: ink.text2, max: sw - 24 });
  return out;
};

/** 付费内容: the article behind its paywall, and the subscription card. */
export const paywall: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 付费阅读`, { accent, action: '会员中心' });
  const b = bodyOf(MAIN);
  const aw = 300;
  out += chip(b.x, b.y, sample.items?.[0] ?? '深度报道', { fill: tint(accent, 0.14), color: shade(accent, 0.25), size: 10, height: 18 });
  wrap(sample.title ?? ctx.name, aw, 16, 2).forEach((row, i) => {
    out += text(b.x, b.y + 44 + i * 24, row, { size: 16, weight: 600, fill: ink.text });
  });
  out += text(b.x, b.y + 94, '本报记者 · 阅读约 18 分钟', { size: 10, fill: ink.muted });
  out += picture(doc, { x: b.x, y: b.y + 106, w: aw, h: 92 }, accent, 'city', 8);
  out += paragraph(b.x, b.y + 214, aw, 4, 13);
  out += rect(b.x - 2, b.y + 232, aw + 4, 60, doc.gradient(ink.white, ink.white, false, [0, 1]), {});
  out += circle(b.x + aw / 2, b.y + 268, 14, accent);
  out +=
    rect(b.x + aw / 2 - 6, b.y + 266, 12, 9, ink.white, { rx: 2 }) +
    path(`M${b.x + aw / 2 - 4} ${b.y + 266}v-3a4 4 0 0 1 8 0v3`, 'none', { stroke: ink.white, 'stroke-width': 1.6 });
  out += text(b.x + aw / 2, b.y + 294, '订阅后阅读全文', { size: 11, weight: 500, fill: accent, anchor: 'middle' });
  const px = b.x + aw + 16;
  const pw = b.w - aw - 16;
  out += rect(px, b.y, pw, b.h, tint(accent, 0.06), { rx: 12, stroke: tint(accent, 0.4) });
  out += text(px + 14, b.y + 26, '订阅会员', { size: 14, weight: 600, fill: ink.text });
  out += text(px + 14, b.y + 44, '解锁全部深度内容', { size: 10, fill: ink.muted });
  const plans = [
    ['单篇', '¥3'],
    ['月卡', '¥12'],
    ['年卡', '¥98'],
  ] as const;
  plans.forEach(([name, price], i) => {
    const y = b.y + 58 + i * 44;
    const on = i === 2;
    out += rect(px + 12, y, pw - 24, 36, ink.white, { rx: 8, stroke: on ? accent : ink.border, 'stroke-width': on ? 1.5 : 1 });
    out += text(px + 24, y + 23, name, { size: 12, fill: ink.text2 });
    out += text(px + pw - 24, y + 24, price, { size: 15, weight: 600, fill: on ? accent : ink.text, anchor: 'end' });
    if (on) out += chip(px + 56, y + 10, '省 46%', { fill: accent, color: ink.white, size: 9, height: 16, padX: 5 });
  });
  ['全站深度报道', '行业研究报告', '电子发票'].forEach((perk, i) => {
    const y = b.y + 202 + i * 20;
    out += checkDot(px + 20, y, 6, series.green) + text(px + 32, y + 4, perk, { size: 11, fill: ink.text2 });
  });
  out += button(px + 12, b.y + b.h - 44, pw - 24, 34, '立即订阅', accent);
  return out;
};

/** AI创作工作室: the draft with a selection, and the writing assistant beside it. */
export const editor: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 稿件编辑`, { accent, action: '提交审核' });
  const b = bodyOf(MAIN);
  const dw = 318;
  ['B', 'I', 'U', 'H1', '≡', '“ ”'].forEach((tool, i) => {
    out += rect(b.x + i * 28, b.y - 4, 24, 22, i === 0 ? ink.soft : ink.white, { rx: 4 });
    out += text(b.x + i * 28 + 12, b.y + 11, tool, { size: 11, weight: 600, fill: ink.text2, anchor: 'middle' });
  });
  out += line(b.x, b.y + 26, b.x + dw, b.y + 26, ink.border);
  out += text(b.x, b.y + 56, sample.title ?? ctx.tagline, { size: 17, weight: 600, fill: ink.text, max: dw });
  out += text(b.x, b.y + 76, '本报讯 · 记者 张明  2025年3月18日', { size: 10, fill: ink.muted });
  const body = '昨日上午，我市三条地铁新线同时开通初期运营，新增运营里程62公里、车站41座，线网总里程突破500公里，中心城区与新城之间的通勤时间平均缩短15分钟。';
  const rows = wrap(body, dw, 12, 6);
  rows.forEach((row, i) => {
    const y = b.y + 104 + i * 22;
    if (i === 2 || i === 3) out += rect(b.x - 2, y - 14, i === 3 ? textWidth(row, 12) + 4 : dw + 4, 19, tint(accent, 0.2), { rx: 2 });
    out += text(b.x, y, row, { size: 12, fill: ink.text });
  });
  const tb = { x: b.x + 48, y: b.y + 180 };
  const actions = (sample.labels ?? ['润色', '续写', '生成标题', '提炼摘要']).slice(0, 4);
  const toolbarW = 40 + actions.reduce((w, action) => w + textWidth(action, 11) + 16, 0);
  out += card(doc, { x: tb.x, y: tb.y, w: toolbarW, h: 32 }, { r: 8 });
  out += path(`M${tb.x + 14} ${tb.y + 16}l2.5-6 2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5z`, accent);
  let at = tb.x + 32;
  actions.forEach((action, i) => {
    out += text(at, tb.y + 21, action, { size: 11, weight: i === 0 ? 600 : 400, fill: i === 0 ? accent : ink.text2 });
    at += textWidth(action, 11) + 16;
  });
  out += paragraph(b.x, b.y + 232, dw, 4, 14);
  const ax = b.x + dw + 14;
  const aw = b.w - dw - 14;
  out += rect(ax, b.y - 4, aw, b.h + 4, ink.soft, { rx: 10 });
  out += path(`M${ax + 14} ${b.y + 14}l3-7 3 7 7 3-7 3-3 7-3-7-7-3z`, accent);
  out += text(ax + 32, b.y + 18, 'AI写作助手', { size: 12, weight: 600, fill: ink.text });
  out += text(ax + 12, b.y + 46, '推荐标题', { size: 11, fill: ink.muted });
  (sample.items ?? []).slice(0, 2).forEach((title, i) => {
    const y = b.y + 56 + i * 62;
    out += rect(ax + 10, y, aw - 20, 54, ink.white, { rx: 8, stroke: i === 0 ? accent : ink.border });
    wrap(title, aw - 44, 11, 2).forEach((row, k) => {
      out += text(ax + 20, y + 20 + k * 16, row, { size: 11, fill: ink.text });
    });
  });
  out += text(ax + 12, b.y + 196, '一键摘要', { size: 11, fill: ink.muted });
  out += rect(ax + 10, b.y + 206, aw - 20, 62, ink.white, { rx: 8 });
  out += paragraph(ax + 20, b.y + 218, aw - 40, 3, 13, tint(accent, 0.3));
  out += button(ax + 10, b.y + b.h - 28, aw - 20, 26, '插入正文', accent);
  return out;
};

/** 文档中心: the API reference, with its navigation, parameters and a code sample. */
export const docs: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 开发文档`, { accent, action: 'API 调试' });
  const b = bodyOf(MAIN, 0);
  const nav = { x: MAIN.x, y: b.y, w: 132, h: b.h };
  out += path(`M${nav.x} ${nav.y}h${nav.w}v${nav.h}H${nav.x + 12}a12 12 0 0 1-12-12z`, ink.soft);
  const labels = sample.labels ?? ['快速开始', '鉴权说明', '接口列表', 'SDK下载', '错误码'];
  let y = nav.y + 24;
  labels.forEach((label, i) => {
    out += text(nav.x + 16, y, label, { size: 12, weight: i === 2 ? 600 : 400, fill: i === 2 ? ink.text : ink.text2 });
    y += 26;
    if (i === 2) {
      ['语音合成', '语音识别', 'AI写作', '内容审核'].forEach((api, k) => {
        if (k === 0) out += rect(nav.x + 8, y - 16, nav.w - 16, 24, ink.white, { rx: 6 }) + rect(nav.x + 8, y - 16, 3, 24, accent, { rx: 1.5 });
        out += text(nav.x + 28, y, api, { size: 11, fill: k === 0 ? accent : ink.muted, weight: k === 0 ? 600 : 400 });
        y += 24;
      });
    }
  });
  const mx = nav.x + nav.w + 18;
  const mw = MAIN.x + MAIN.w - mx - 16;
  out += text(mx, b.y + 22, `文档中心 › 接口列表 › ${sample.title ?? ''}`, { size: 10, fill: ink.muted, max: mw });
  out += text(mx, b.y + 48, sample.title ?? '接口说明', { size: 18, weight: 600, fill: ink.text });
  out += chip(mx, b.y + 60, 'POST', { fill: series.green, color: ink.white, size: 10, height: 18 });
  out += text(mx + 48, b.y + 73, '/v1/tts/synthesize', { size: 12, fill: ink.text2 });
  const rowsY = b.y + 92;
  out += rect(mx, rowsY, mw, 24, ink.soft, { rx: 4 });
  ['参数', '类型', '说明'].forEach((h, i) => {
    out += text(mx + 10 + [0, 90, 160][i]!, rowsY + 16, h, { size: 11, weight: 600, fill: ink.text2 });
  });
  [
    ['text', 'string', '待合成的文本'],
    ['voice', 'string', '音色编号'],
    ['speed', 'number', '语速 0.5–2.0'],
  ].forEach((row, r) => {
    const ry = rowsY + 24 + r * 26;
    row.forEach((cell, i) => {
      out += text(mx + 10 + [0, 90, 160][i]!, ry + 17, cell, { size: 11, fill: i === 0 ? accent : ink.text2, weight: i === 0 ? 500 : 400 });
    });
    out += line(mx, ry + 26, mx + mw, ry + 26, ink.soft);
  });
  const cy = rowsY + 112;
  const ch = MAIN.y + MAIN.h - 16 - cy;
  out += rect(mx, cy, mw, ch, ink.navy, { rx: 8 });
  const code: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [
    [
      ['curl', series.amber],
      [' -X POST https://api.example.com', ink.white],
    ],
    [['{', ink.white]],
    [
      ['  "text"', series.sky],
      [': ', ink.white],
      ['"今日新闻早知道"', series.green],
      [',', ink.white],
    ],
    [
      ['  "voice"', series.sky],
      [': ', ink.white],
      ['"news_male_01"', series.green],
      [',', ink.white],
    ],
    [
      ['  "speed"', series.sky],
      [': ', ink.white],
      ['1.0', series.amber],
    ],
    [['}', ink.white]],
  ];
  code.forEach((parts, i) => {
    let x = mx + 14;
    parts.forEach(([part, color]) => {
      out += text(x, cy + 22 + i * 17, part, { size: 11, fill: color, max: mx + mw - x - 8 });
      x += part.length * 6.6;
    });
  });
  return out;
};
