/**
 * The H5 products: a phone with the campaign page (survey, collection, vote, boost, lottery)
 * beside the window where its organiser follows the results; and the app and H5 builder.
 */
import type { ArtContext, Design } from '../context';
import {
  appWindow,
  areaChart,
  avatar,
  bars,
  bodyOf,
  button,
  checkDot,
  chip,
  chipRow,
  paragraph,
  phone,
  picture,
  rising,
  skeleton,
  type Box,
  type Doc,
} from '../kit';
import { ink, mix, series, shade, tint } from '../palette';
import { circle, g, line, num, path, rect, text, wrap } from '../svg';

const PHONE = { x: 28, y: 14, w: 206, h: 412 } as const;
const SIDE = { x: 258, y: 56, w: 326, h: 320 } as const;

/** The phone and the top of its campaign page: a banner with the title. */
function campaignPhone(doc: Doc, ctx: ArtContext): { out: string; screen: Box; top: number } {
  const { frame, screen } = phone(doc, PHONE.x, PHONE.y, PHONE.w, PHONE.h);
  const clip = doc.clip(screen.x, screen.y, screen.w, screen.h, 21);
  let banner = rect(screen.x, screen.y, screen.w, 120, doc.gradient(ctx.accent, shade(ctx.accent, 0.35)));
  banner += circle(screen.x + screen.w - 20, screen.y + 36, 44, ink.white, { opacity: 0.1 });
  banner += circle(screen.x + 16, screen.y + 118, 30, ink.white, { opacity: 0.08 });
  wrap(ctx.sample.title ?? ctx.name, screen.w - 32, 15, 2).forEach((row, i) => {
    banner += text(screen.x + 16, screen.y + 54 + i * 21, row, { size: 15, weight: 600, fill: ink.white });
  });
  banner += chip(screen.x + 16, screen.y + 92, ctx.name, { fill: ink.white, color: ctx.accent, size: 9, height: 16, padX: 6 });
  return { out: frame + g({ 'clip-path': clip }, banner), screen, top: screen.y + 120 };
}

function sideWindow(doc: Doc, ctx: ArtContext, title: string, action: string): { out: string; b: Box } {
  return { out: appWindow(doc, SIDE, title, { accent: ctx.accent, action }), b: bodyOf(SIDE, 14) };
}

function radio(x: number, y: number, on: boolean, accent: string): string {
  return on ? circle(x, y, 6, accent) + circle(x, y, 2.5, ink.white) : circle(x, y, 5.5, ink.white, { stroke: ink.barDark, 'stroke-width': 1.4 });
}

/** H5问卷 and H5征集: a question or an entry form, and the answers coming in. */
export const phoneForm: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  const survey = sample.variant !== 'collection';
  const ph = campaignPhone(doc, ctx);
  let out = ph.out;
  const s = ph.screen;
  const items = sample.items ?? [];
  if (survey) {
    out += text(s.x + 14, ph.top + 24, '第 1 / 10 题', { size: 10, fill: ink.muted });
    out += rect(s.x + 80, ph.top + 19, s.w - 96, 4, ink.soft, { rx: 2 }) + rect(s.x + 80, ph.top + 19, (s.w - 96) * 0.1, 4, accent, { rx: 2 });
    wrap(items[0] ?? '', s.w - 28, 12, 2).forEach((row, i) => {
      out += text(s.x + 14, ph.top + 48 + i * 17, row, { size: 12, weight: 600, fill: ink.text });
    });
    items.slice(1, 5).forEach((option, i) => {
      const y = ph.top + 76 + i * 36;
      const on = i === 1;
      out += rect(s.x + 12, y, s.w - 24, 30, on ? tint(accent, 0.1) : ink.white, { rx: 8, stroke: on ? accent : ink.border });
      out += radio(s.x + 28, y + 15, on, accent);
      out += text(s.x + 42, y + 19, option, { size: 11, fill: ink.text });
    });
    out += button(s.x + 12, s.y + s.h - 48, s.w - 24, 32, '下一题', accent);
  } else {
    items.slice(0, 2).forEach((label, i) => {
      const y = ph.top + 14 + i * 56;
      out += text(s.x + 14, y + 10, label, { size: 11, weight: 500, fill: ink.text2 });
      out += rect(s.x + 12, y + 16, s.w - 24, i ? 34 : 26, ink.white, { rx: 6, stroke: ink.border });
      out += skeleton(s.x + 20, y + 26, i ? 110 : 80, i ? ink.bar : tint(accent, 0.4), 5);
    });
    const uy = ph.top + 142;
    out += text(s.x + 14, uy, items[2] ?? '上传作品', { size: 11, weight: 500, fill: ink.text2 });
    out += picture(doc, { x: s.x + 12, y: uy + 8, w: 78, h: 60 }, accent, 'field', 6);
    out += rect(s.x + 98, uy + 8, 78, 60, ink.soft, { rx: 6, stroke: ink.barDark, 'stroke-dasharray': '4 3' });
    out += path(`M${s.x + 137} ${uy + 28}v20M${s.x + 127} ${uy + 38}h20`, 'none', { stroke: ink.muted, 'stroke-width': 2, 'stroke-linecap': 'round' });
    out += button(s.x + 12, s.y + s.h - 48, s.w - 24, 32, '提交作品', accent);
  }
  const side = sideWindow(doc, ctx, `${ctx.name} · 数据回收`, '导出数据');
  out += side.out;
  const b = side.b;
  out += text(b.x, b.y + 14, survey ? '已回收问卷' : '已收到作品', { size: 11, fill: ink.muted });
  out += text(b.x, b.y + 42, `${(2000 + Math.round(random() * 2000)).toLocaleString('en-US')} 份`, { size: 22, weight: 600, fill: ink.text });
  out += chip(b.x + b.w - 96, b.y + 14, survey ? '有效率 96%' : 'AI预审通过', {
    fill: tint(series.green, 0.15),
    color: shade(series.green, 0.3),
    size: 10,
    height: 18,
  });
  if (survey) {
    const shares = [0.46, 0.32, 0.15, 0.07];
    items.slice(1, 5).forEach((option, i) => {
      const y = b.y + 64 + i * 40;
      out += text(b.x, y + 12, option, { size: 11, fill: ink.text2 });
      out += text(b.x + b.w, y + 12, `${Math.round(shares[i]! * 100)}%`, { size: 11, weight: 600, fill: i === 0 ? accent : ink.text2, anchor: 'end' });
      out +=
        rect(b.x, y + 19, b.w, 8, ink.soft, { rx: 4 }) + rect(b.x, y + 19, b.w * shares[i]!, 8, i === 0 ? accent : tint(accent, 0.45 - i * 0.08), { rx: 4 });
    });
    out += text(b.x, b.y + b.h - 8, '交叉分析', { size: 10, fill: ink.muted });
    out += chipRow(
      b.x + 52,
      b.y + b.h - 22,
      ['年龄段', '所在社区', '办事频次'],
      b.w - 52,
      (i) => (i === 0 ? { fill: accent, color: ink.white } : { fill: ink.soft, color: ink.text2 }),
      10,
    );
  } else {
    const sceneries = ['city', 'hills', 'sea', 'field', 'night', 'city'] as const;
    const tw = (b.w - 20) / 3;
    sceneries.forEach((scenery, i) => {
      const x = b.x + (i % 3) * (tw + 10);
      const y = b.y + 62 + Math.floor(i / 3) * 84;
      out += picture(doc, { x, y, w: tw, h: 56 }, i % 2 ? series.sky : accent, scenery, 6);
      out += skeleton(x, y + 64, tw * 0.8, ink.bar, 5);
      if (i < 4) out += checkDot(x + tw - 10, y + 10, 7, series.green);
    });
  }
  return out;
};

/** H5投票: the candidates with their votes, and the live ranking. */
export const phoneVote: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  const ph = campaignPhone(doc, ctx);
  let out = ph.out;
  const s = ph.screen;
  const people = (sample.items ?? []).slice(0, 4);
  const votes = people.map((_, i) => Math.round(9800 - i * 1900 - random() * 600));
  const max = votes[0] ?? 1;
  people.forEach((person, i) => {
    const y = ph.top + 10 + i * 64;
    out += rect(s.x + 10, y, s.w - 20, 56, ink.white, { rx: 8, stroke: ink.border });
    out += avatar(doc, s.x + 32, y + 28, 15, tint([accent, series.teal, series.violet, series.amber][i]!, 0.7));
    const [name = person, role = ''] = person.split(' · ');
    out += text(s.x + 54, y + 19, name, { size: 11, weight: 600, fill: ink.text });
    out += text(s.x + 54, y + 33, role, { size: 9, fill: ink.muted });
    out += text(s.x + 54, y + 47, `${votes[i]} 票`, { size: 9, weight: 600, fill: accent });
    out += button(s.x + s.w - 62, y + 17, 42, 22, i === 0 ? '已投' : '投票', i === 0 ? ink.bar : accent, i === 0 ? ink.muted : ink.white, 10);
  });
  const side = sideWindow(doc, ctx, `${ctx.name} · 实时排行榜`, '防刷票已开启');
  out += side.out;
  const b = side.b;
  people.forEach((person, i) => {
    const y = b.y + i * 36;
    const [name = person] = person.split(' · ');
    out += circle(b.x + 10, y + 12, 10, i === 0 ? accent : ink.soft);
    out += text(b.x + 10, y + 16, String(i + 1), { size: 10, weight: 600, fill: i === 0 ? ink.white : ink.muted, anchor: 'middle' });
    out += text(b.x + 28, y + 16, name, { size: 11, fill: ink.text, max: 56 });
    out +=
      rect(b.x + 86, y + 8, b.w - 150, 8, ink.soft, { rx: 4 }) +
      rect(b.x + 86, y + 8, ((b.w - 150) * (votes[i] ?? 0)) / max, 8, i === 0 ? accent : tint(accent, 0.4), { rx: 4 });
    out += text(b.x + b.w, y + 16, String(votes[i]), { size: 11, weight: 600, fill: ink.text2, anchor: 'end' });
  });
  const cy = b.y + 162;
  out += text(b.x, cy, '每小时投票数', { size: 11, fill: ink.muted });
  out += areaChart(doc, b.x, cy + 10, b.w, b.y + b.h - cy - 36, rising(random, 10, 0.15, 0.9), accent);
  out += text(b.x, b.y + b.h - 4, `已拦截异常投票 ${(1000 + Math.round(random() * 400)).toLocaleString('en-US')} 次`, { size: 10, fill: ink.muted });
  return out;
};

/** H5助力: the progress friends have pushed, and the campaign's spread. */
export const phoneBoost: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  const ph = campaignPhone(doc, ctx);
  let out = ph.out;
  const s = ph.screen;
  const cx = s.x + s.w / 2;
  const cy = ph.top + 66;
  const length = 2 * Math.PI * 44;
  out += circle(cx, cy, 44, 'none', { stroke: ink.soft, 'stroke-width': 10 });
  out += circle(cx, cy, 44, 'none', {
    stroke: accent,
    'stroke-width': 10,
    'stroke-linecap': 'round',
    'stroke-dasharray': `${num(length * 0.86)} ${num(length)}`,
    transform: `rotate(-90 ${num(cx)} ${num(cy)})`,
  });
  out += text(cx, cy + 4, '86%', { size: 20, weight: 600, fill: ink.text, anchor: 'middle' });
  out += text(cx, cy + 20, '助力进度', { size: 9, fill: ink.muted, anchor: 'middle' });
  out += text(cx, ph.top + 136, '还差 3 位好友助力即可领取', { size: 11, fill: ink.text2, anchor: 'middle' });
  const friends = (sample.items ?? []).slice(0, 5);
  friends.forEach((friend, i) => {
    const x = s.x + 28 + i * 34;
    out += avatar(doc, x, ph.top + 164, 13, tint([accent, series.teal, series.violet, series.amber, series.sky][i]!, 0.7));
    out += text(x, ph.top + 190, friend, { size: 9, fill: ink.muted, anchor: 'middle' });
  });
  out += button(s.x + 12, s.y + s.h - 48, s.w - 24, 32, '邀请好友助力', accent);
  const side = sideWindow(doc, ctx, `${ctx.name} · 裂变数据看板`, '发放奖品');
  out += side.out;
  const b = side.b;
  const figures = [
    ['参与人数', `${(1 + random() * 2).toFixed(1)}万`],
    ['新用户占比', `${Math.round(55 + random() * 15)}%`],
    ['分享次数', `${(3 + random() * 2).toFixed(1)}万`],
  ] as const;
  const fw = (b.w - 16) / 3;
  figures.forEach(([label, value], i) => {
    const x = b.x + i * (fw + 8);
    out += rect(x, b.y, fw, 54, i === 1 ? tint(accent, 0.1) : ink.soft, { rx: 8 });
    out += text(x + 10, b.y + 20, label, { size: 10, fill: ink.muted });
    out += text(x + 10, b.y + 42, value, { size: 16, weight: 600, fill: i === 1 ? accent : ink.text });
  });
  out += text(b.x, b.y + 82, '传播漏斗', { size: 11, weight: 600, fill: ink.text });
  ['浏览活动', '参与助力', '分享好友', '注册新用户'].forEach((stage, i) => {
    const y = b.y + 94 + i * 36;
    const w = b.w * (1 - i * 0.2);
    out += rect(b.x + (b.w - w) / 2, y, w, 28, mix(accent, ink.white, 0.15 + i * 0.2), { rx: 6 });
    out += text(b.x + b.w / 2, y + 18, stage, { size: 11, weight: 500, fill: i < 2 ? ink.white : shade(accent, 0.35), anchor: 'middle' });
  });
  return out;
};

/** H5抽奖: the wheel, and who has won. */
export const phoneLottery: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  const ph = campaignPhone(doc, ctx);
  let out = ph.out;
  const s = ph.screen;
  const cx = s.x + s.w / 2;
  const cy = ph.top + 104;
  const r = 84;
  const prizes = (sample.items ?? []).slice(0, 6);
  out += circle(cx, cy, r + 8, shade(accent, 0.2));
  for (let i = 0; i < 8 * 2; i += 1) {
    const a = (i / 16) * Math.PI * 2;
    out += circle(cx + Math.cos(a) * (r + 4), cy + Math.sin(a) * (r + 4), 2, i % 2 ? ink.amber : ink.white);
  }
  prizes.forEach((prize, i) => {
    const a0 = (i / prizes.length) * Math.PI * 2 - Math.PI / 2;
    const a1 = ((i + 1) / prizes.length) * Math.PI * 2 - Math.PI / 2;
    const d = `M${num(cx)} ${num(cy)}L${num(cx + Math.cos(a0) * r)} ${num(cy + Math.sin(a0) * r)}A${r} ${r} 0 0 1 ${num(cx + Math.cos(a1) * r)} ${num(cy + Math.sin(a1) * r)}Z`;
    out += path(d, i % 2 ? ink.white : tint(accent, 0.25));
    const mid = (a0 + a1) / 2;
    const tx = cx + Math.cos(mid) * r * 0.64;
    const ty = cy + Math.sin(mid) * r * 0.64;
    out += text(tx, ty + 4, prize, { size: 10, weight: 600, fill: shade(accent, 0.35), anchor: 'middle' });
  });
  out += path(`M${cx - 10} ${cy - 24}L${cx} ${cy - 44}L${cx + 10} ${cy - 24}Z`, accent);
  out += circle(cx, cy, 26, accent, { stroke: ink.white, 'stroke-width': 3 });
  out += text(cx, cy + 5, '抽奖', { size: 13, weight: 600, fill: ink.white, anchor: 'middle' });
  out += text(cx, s.y + s.h - 22, '今日剩余 2 次机会', { size: 11, fill: ink.text2, anchor: 'middle' });
  const side = sideWindow(doc, ctx, `${ctx.name} · 中奖名单`, '核销管理');
  out += side.out;
  const b = side.b;
  ['138****2619', '159****0834', '186****7751', '133****4026'].forEach((who, i) => {
    const y = b.y + i * 34;
    out += avatar(doc, b.x + 12, y + 12, 11, tint([accent, series.teal, series.violet, series.amber][i]!, 0.7));
    out += text(b.x + 30, y + 16, who, { size: 11, fill: ink.text2 });
    out += text(b.x + b.w, y + 16, `获得 ${prizes[[4, 2, 5, 1][i]!] ?? ''}`, { size: 11, weight: 500, fill: accent, anchor: 'end' });
    out += line(b.x, y + 28, b.x + b.w, y + 28, ink.soft);
  });
  const iy = b.y + 156;
  out += text(b.x, iy, '奖品库存', { size: 11, weight: 600, fill: ink.text });
  out += bars(b.x, iy + 10, b.w, b.y + b.h - iy - 32, [0.2, 0.45, 0.7, 0.9, 0.6], (i) => (i === 0 ? accent : tint(accent, 0.35)), 0.45);
  ['一等奖', '二等奖', '三等奖', '礼包', '月卡'].forEach((label, i) => {
    out += text(b.x + (b.w / 5) * (i + 0.5), b.y + b.h - 6, label, { size: 9, fill: ink.muted, anchor: 'middle' });
  });
  return out;
};

/** APP定制开发 and H5定制开发: components, the page on a phone, and its properties. */
export const builder: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  const app = sample.variant !== 'h5';
  const win = { x: 20, y: 20, w: 564, h: 380 };
  let out = appWindow(doc, win, `${ctx.name} · ${sample.title ?? '可视化搭建'}`, { accent, action: '预览发布' });
  const b = bodyOf(win, 14);
  const palette = (sample.items ?? []).slice(0, 6);
  out += text(b.x, b.y + 10, '组件', { size: 12, weight: 600, fill: ink.text });
  palette.forEach((item, i) => {
    const x = b.x + (i % 2) * 62;
    const y = b.y + 22 + Math.floor(i / 2) * 62;
    out += rect(x, y, 56, 54, i === 1 ? tint(accent, 0.1) : ink.soft, { rx: 8, stroke: i === 1 ? accent : undefined });
    out += rect(x + 18, y + 9, 20, 16, i === 1 ? accent : tint(accent, 0.35), { rx: 4 });
    out += text(x + 28, y + 42, item, { size: 10, fill: ink.text2, anchor: 'middle', max: 52 });
  });
  const { frame, screen: s } = phone(doc, b.x + 150, b.y - 8, 176, b.h + 14);
  out += frame;
  let page = '';
  const top = s.y + 26;
  page += text(s.x + 12, top + 4, app ? (sample.title ?? '') : '', { size: 11, weight: 600, fill: ink.text, max: s.w - 24 });
  if (app) {
    page += picture(doc, { x: s.x + 10, y: top + 14, w: s.w - 20, h: 64 }, accent, 'city', 6);
    ['要闻', '本地', '视频', '服务'].forEach((tab, i) => {
      page += text(s.x + 14 + i * 38, top + 96, tab, { size: 10, weight: i === 0 ? 600 : 400, fill: i === 0 ? accent : ink.muted });
    });
    for (let i = 0; i < 3; i += 1) {
      const y = top + 108 + i * 40;
      page +=
        skeleton(s.x + 12, y + 6, s.w - 80, ink.barDark, 5) +
        skeleton(s.x + 12, y + 18, s.w - 100, ink.bar, 5) +
        picture(doc, { x: s.x + s.w - 58, y, w: 46, h: 32 }, series.sky, 'hills', 4);
    }
    page += line(s.x, s.y + s.h - 34, s.x + s.w, s.y + s.h - 34, ink.border);
    for (let i = 0; i < 4; i += 1) page += rect(s.x + 18 + i * 38, s.y + s.h - 26, 14, 12, i === 0 ? accent : ink.barDark, { rx: 3 });
  } else {
    page += rect(s.x, s.y, s.w, 132, doc.gradient(accent, shade(accent, 0.4)));
    page += text(s.x + s.w / 2, s.y + 60, sample.title?.replace(/ H5$/, '') ?? '', { size: 14, weight: 600, fill: ink.white, anchor: 'middle', max: s.w - 20 });
    page += text(s.x + s.w / 2, s.y + 80, '数说这一年', { size: 10, fill: ink.white, anchor: 'middle', opacity: 0.8 });
    page += bars(s.x + 16, s.y + 150, s.w - 32, 60, [0.4, 0.6, 0.5, 0.8, 0.95], (i) => (i === 4 ? accent : tint(accent, 0.35)));
    page += paragraph(s.x + 14, s.y + 226, s.w - 28, 3, 12);
    page +=
      rect(s.x + 14, s.y + 268, s.w - 28, 26, accent, { rx: 13 }) +
      text(s.x + s.w / 2, s.y + 285, '开始答题', { size: 11, weight: 600, fill: ink.white, anchor: 'middle' });
  }
  out += g({ 'clip-path': doc.clip(s.x, s.y, s.w, s.h, 21) }, page);
  const sel = app ? { x: s.x + 6, y: top + 86, w: s.w - 12, h: 148 } : { x: s.x + 8, y: s.y + 140, w: s.w - 16, h: 78 };
  out += rect(sel.x, sel.y, sel.w, sel.h, 'none', { stroke: accent, 'stroke-width': 1.5, 'stroke-dasharray': '4 3', rx: 4 });
  for (const [hx, hy] of [
    [sel.x, sel.y],
    [sel.x + sel.w, sel.y],
    [sel.x, sel.y + sel.h],
    [sel.x + sel.w, sel.y + sel.h],
  ] as const) {
    out += rect(hx - 3.5, hy - 3.5, 7, 7, ink.white, { stroke: accent, 'stroke-width': 1.5 });
  }
  out += chip(sel.x, sel.y - 20, app ? (palette[1] ?? '') : '数据动画', { fill: accent, color: ink.white, size: 9, height: 16, padX: 6 });
  const px = b.x + 346;
  const pw = b.w - 346;
  out += text(px, b.y + 10, '属性', { size: 12, weight: 600, fill: ink.text });
  const fields = app ? ['数据来源', '每页条数', '图片位置'] : ['动画效果', '数据来源', '触发方式'];
  const values = app ? ['要闻频道', '10 条', '右侧'] : ['逐条上升', '统计公报', '滑动进入'];
  fields.forEach((field, i) => {
    const y = b.y + 26 + i * 50;
    out += text(px, y + 10, field, { size: 10, fill: ink.muted });
    out += rect(px, y + 16, pw, 26, ink.white, { rx: 6, stroke: ink.border });
    out += text(px + 10, y + 33, values[i]!, { size: 11, fill: ink.text });
    out += path(`M${px + pw - 16} ${y + 27}l4 4 4-4`, 'none', { stroke: ink.muted, 'stroke-width': 1.4 });
  });
  const ty = b.y + 182;
  out += text(px, ty + 10, ctx.points[3] ?? 'AI能力', { size: 10, fill: ink.muted, max: pw });
  ['AI写作', '语音播报'].forEach((toggle, i) => {
    const y = ty + 22 + i * 28;
    out += text(px, y + 12, toggle, { size: 11, fill: ink.text2 });
    out += rect(px + pw - 32, y, 32, 18, i === 0 ? accent : ink.bar, { rx: 9 }) + circle(i === 0 ? px + pw - 9 : px + pw - 23, y + 9, 7, ink.white);
  });
  out += button(px, b.y + b.h - 30, pw, 28, '生成代码', accent);
  return out;
};
