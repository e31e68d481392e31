/** Previews made of lists: trend rankings, source feeds, recommendations, chat, transcripts. */
import { FLOAT_LEFT, MAIN, type Design } from '../context';
import { appWindow, areaChart, avatar, bodyOf, card, chip, chipRow, chipWidth, donut, picture, rising, series01, skeleton, waveform } from '../kit';
import { ink, mix, series, shade, tint } from '../palette';
import { circle, line, path, rect, text, textWidth } from '../svg';
import { searchField, statCard, tabs } from './common';

/** 全网热搜, 智能选题: a ranked list with heat, and the trend beside it. */
export const trends: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  const b = bodyOf(MAIN);
  const listW = b.w - 172;
  const rows = (sample.items ?? []).slice(0, 6);
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '实时热榜'}`, { accent, action: '每分钟刷新' });
  out += tabs(b.x, b.y + 8, sample.labels ?? ['全网', '微博', '抖音', '头条', '百度'], listW, accent);
  const heat = rows.map((_, i) => 0.95 - i * 0.13 - random() * 0.05);
  rows.forEach((row, i) => {
    const y = b.y + 32 + i * 41;
    const top = i < 3;
    out += rect(b.x, y + 6, 22, 22, top ? mix(accent, ink.white, i * 0.22) : ink.soft, { rx: 6 });
    out += text(b.x + 11, y + 21.5, String(i + 1), { size: 12, weight: 600, fill: top ? ink.white : ink.muted, anchor: 'middle' });
    out += text(b.x + 32, y + 16, row, { size: 13, weight: 500, fill: ink.text, max: listW - 120 });
    out += skeleton(b.x + 32, y + 24, (listW - 130) * (heat[i] ?? 0.5), tint(accent, 0.35), 4);
    const value = sample.variant === 'topics' ? `推荐指数 ${96 - i * 5}` : `${(480 - i * 63 - random() * 20).toFixed(1)}万`;
    out += text(b.x + listW - 4, y + 21, value, { size: 12, fill: ink.text2, anchor: 'end' });
    if (i === 1 || i === 4)
      out += chip(b.x + listW - 28 - textWidth(value, 12), y + 9, i === 1 ? '新' : '热', {
        fill: tint(i === 1 ? series.green : ctx.accent, 0.14),
        color: i === 1 ? shade(series.green, 0.2) : shade(accent, 0.2),
        size: 10,
        height: 16,
        padX: 5,
      });
    if (i < rows.length - 1) out += line(b.x + 32, y + 37, b.x + listW, y + 37, ink.soft);
  });
  const side = { x: b.x + listW + 16, y: b.y, w: 156, h: b.h };
  out += rect(side.x, side.y, side.w, side.h, ink.soft, { rx: 10 });
  out += text(side.x + 12, side.y + 22, sample.sentence ?? '热度趋势', { size: 12, fill: ink.text2 });
  out += text(side.x + 12, side.y + 50, `+${Math.round(180 + random() * 260)}%`, { size: 22, weight: 600, fill: accent });
  out += areaChart(doc, side.x + 12, side.y + 62, side.w - 24, 70, rising(random, 9), accent);
  out += text(side.x + 12, side.y + 162, '来源分布', { size: 12, fill: ink.text2 });
  const share = [0.42, 0.28, 0.18];
  out += donut(
    side.x + 44,
    side.y + 210,
    26,
    10,
    [
      { value: share[0]!, color: accent },
      { value: share[1]!, color: series.sky },
      { value: share[2]!, color: series.amber },
    ],
    ink.white,
  );
  ['社交', '新闻', '视频'].forEach((label, i) => {
    const y = side.y + 194 + i * 17;
    out += circle(side.x + 92, y - 4, 4, [accent, series.sky, series.amber][i]!);
    out += text(side.x + 100, y, `${label} ${Math.round((share[i] ?? 0) * 100)}%`, { size: 11, fill: ink.text2 });
  });
  out +=
    sample.variant === 'topics'
      ? statCard(doc, FLOAT_LEFT, accent, ctx.points[3] ?? '采访提纲生成', `${rows.length} 份提纲已生成`, '附背景资料')
      : statCard(doc, FLOAT_LEFT, accent, ctx.points[0] ?? '热点预警', `${Math.round(8 + random() * 20)} 条新热点`, '进入关注领域');
  return out;
};

/** 智能采集: sources with counts, and the clues they bring in. */
export const feed: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 线索库`, { accent, action: '采集任务运行中' });
  const b = bodyOf(MAIN);
  const sources = sample.labels ?? ['网站', '客户端', '公众号', '短视频', '微博'];
  const colors = [accent, series.sky, series.green, series.violet, series.amber];
  out += rect(b.x, b.y, 132, b.h, ink.soft, { rx: 10 });
  out += text(b.x + 12, b.y + 22, '信源', { size: 12, weight: 600, fill: ink.text });
  sources.forEach((source, i) => {
    const y = b.y + 38 + i * 34;
    if (i === 0) out += rect(b.x + 6, y - 4, 120, 28, ink.white, { rx: 7 });
    out += circle(b.x + 18, y + 10, 4, colors[i % colors.length]!);
    out += text(b.x + 28, y + 14, source, { size: 12, fill: ink.text2 });
    out += text(b.x + 120, y + 14, String(Math.round(400 + random() * 2400)), { size: 11, fill: ink.muted, anchor: 'end' });
  });
  const listX = b.x + 146;
  const listW = b.w - 146;
  out += searchField(listX, b.y, listW, sample.sentence ?? '关键词：乡村振兴', accent);
  (sample.items ?? []).slice(0, 5).forEach((item, i) => {
    const y = b.y + 40 + i * 52;
    out += rect(listX, y, listW, 44, ink.white, { rx: 8, stroke: i === 0 ? tint(accent, 0.5) : ink.border });
    const source = sources[i % sources.length]!;
    out += chip(listX + 10, y + 7, source, {
      fill: tint(colors[i % colors.length]!, 0.14),
      color: shade(colors[i % colors.length]!, 0.25),
      size: 10,
      height: 16,
      padX: 6,
    });
    const titleX = listX + 18 + chipWidth(source, 10, 6);
    out += text(titleX, y + 19, item, { size: 12, weight: 500, fill: ink.text, max: listX + listW - titleX - 60 });
    out += text(listX + listW - 10, y + 19, `${i * 3 + 2}分钟前`, { size: 10, fill: ink.muted, anchor: 'end' });
    out += skeleton(listX + 10, y + 30, listW * (0.55 + random() * 0.3));
  });
  out += statCard(
    doc,
    FLOAT_LEFT,
    accent,
    '今日新增线索',
    String(Math.round(6000 + random() * 4000)).replace(/(\d)(\d{3})$/, '$1,$2'),
    ctx.points[3] ?? '自动去重分类',
  );
  return out;
};

/** 推荐算法: a reader's profile, and the feed recommended to them. */
export const recommend: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 推荐引擎`, { accent, action: '导向干预已开启' });
  const b = bodyOf(MAIN);
  out += tabs(b.x, b.y + 8, sample.labels ?? ['智能推荐', '用户画像', '精准推送'], b.w, accent);
  const profile = { x: b.x, y: b.y + 28, w: 170, h: b.h - 28 };
  out += rect(profile.x, profile.y, profile.w, profile.h, ink.soft, { rx: 10 });
  out += avatar(doc, profile.x + 34, profile.y + 34, 20, tint(accent, 0.7));
  out += text(profile.x + 62, profile.y + 30, '读者 #20931', { size: 12, weight: 600, fill: ink.text });
  out += text(profile.x + 62, profile.y + 46, '活跃 · 本地', { size: 11, fill: ink.muted });
  out += text(profile.x + 12, profile.y + 80, '兴趣画像', { size: 11, fill: ink.text2 });
  const interests = ['财经', '科技', '本地', '体育', '文化'];
  interests.forEach((label, i) => {
    const y = profile.y + 96 + i * 24;
    const v = 0.92 - i * 0.15 - random() * 0.05;
    out += text(profile.x + 12, y + 9, label, { size: 11, fill: ink.text2 });
    out += rect(profile.x + 46, y + 2, 110, 8, ink.white, { rx: 4 });
    out += rect(profile.x + 46, y + 2, 110 * v, 8, i === 0 ? accent : tint(accent, 0.55 - i * 0.07), { rx: 4 });
  });
  const feedX = profile.x + profile.w + 14;
  const feedW = b.w - profile.w - 14;
  (sample.items ?? []).slice(0, 4).forEach((item, i) => {
    const y = profile.y + i * 70;
    out += rect(feedX, y, feedW, 60, ink.white, { rx: 8, stroke: ink.border });
    out += picture(doc, { x: feedX + 8, y: y + 8, w: 64, h: 44 }, i % 2 ? series.sky : accent, (['city', 'hills', 'sea', 'field'] as const)[i % 4]!, 6);
    out += text(feedX + 82, y + 24, item, { size: 12, weight: 500, fill: ink.text, max: feedW - 150 });
    out += skeleton(feedX + 82, y + 36, (feedW - 160) * 0.8);
    const match = Math.round(97 - i * 4 - random() * 3);
    out += text(feedX + feedW - 10, y + 24, `${match}%`, { size: 13, weight: 600, fill: accent, anchor: 'end' });
    out += text(feedX + feedW - 10, y + 40, '匹配度', { size: 10, fill: ink.muted, anchor: 'end' });
  });
  const push = { x: FLOAT_LEFT.x, y: FLOAT_LEFT.y + 4, w: 250, h: 68 };
  out += card(doc, push);
  out += rect(push.x + 12, push.y + 14, 40, 40, accent, { rx: 10 });
  out += path(`M${push.x + 24} ${push.y + 40}v-8a8 8 0 0 1 16 0v8zm5 3h6`, 'none', { stroke: ink.white, 'stroke-width': 2, 'stroke-linejoin': 'round' });
  out += text(push.x + 62, push.y + 28, '精准推送 · 刚刚', { size: 11, fill: ink.muted });
  out += text(push.x + 62, push.y + 47, `为你推荐：${sample.items?.[0] ?? ''}`, { size: 12, weight: 500, fill: ink.text, max: push.w - 72 });
  return out;
};

/** AI智能客服: a conversation, and the knowledge base behind the answer. */
export const chat: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 在线服务`, { accent, action: '7×24 在线' });
  const b = bodyOf(MAIN);
  const convW = b.w - 176;
  const [question = '', answer = '', follow = ''] = sample.items ?? [];
  // The visitor's question, right.
  const qW = Math.min(convW - 60, question.length * 13 + 28);
  out += rect(b.x + convW - qW, b.y + 4, qW, 34, accent, { rx: 12 });
  out += text(b.x + convW - qW + 14, b.y + 26, question, { size: 13, fill: ink.white, max: qW - 24 });
  // The answer, left, with the bot's avatar.
  out += circle(b.x + 14, b.y + 66, 14, tint(accent, 0.18));
  out += rect(b.x + 7, b.y + 61, 14, 10, accent, { rx: 3 });
  out += circle(b.x + 11, b.y + 66, 1.6, ink.white) + circle(b.x + 17, b.y + 66, 1.6, ink.white);
  out += rect(b.x + 36, b.y + 52, convW - 70, 112, ink.soft, { rx: 12 });
  out += text(b.x + 50, b.y + 74, answer, { size: 13, fill: ink.text, max: convW - 100 });
  (sample.labels ?? []).slice(0, 3).forEach((step, i) => {
    out += circle(b.x + 56, b.y + 93 + i * 21, 8, tint(accent, 0.2));
    out += text(b.x + 56, b.y + 97 + i * 21, String(i + 1), { size: 10, weight: 600, fill: shade(accent, 0.2), anchor: 'middle' });
    out += text(b.x + 70, b.y + 97 + i * 21, step, { size: 12, fill: ink.text2, max: convW - 130 });
  });
  out += chipRow(b.x + 36, b.y + 176, ['办理地点', '所需材料', '转人工'], convW - 40, (i) =>
    i === 2 ? { fill: ink.white, color: accent, stroke: accent } : { fill: ink.white, color: ink.text2, stroke: ink.border },
  );
  const fW = Math.min(convW - 90, follow.length * 13 + 28);
  out += rect(b.x + convW - fW, b.y + 210, fW, 34, accent, { rx: 12 });
  out += text(b.x + convW - fW + 14, b.y + 232, follow, { size: 13, fill: ink.white, max: fW - 24 });
  out += rect(b.x, b.y + b.h - 34, convW, 34, ink.white, { rx: 17, stroke: ink.border });
  out += text(b.x + 16, b.y + b.h - 13, '请输入您的问题…', { size: 12, fill: ink.muted });
  out += circle(b.x + convW - 17, b.y + b.h - 17, 12, accent);
  out += path(`M${b.x + convW - 22} ${b.y + b.h - 17}h10m-4-4 4 4-4 4`, 'none', {
    stroke: ink.white,
    'stroke-width': 1.8,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
  const side = { x: b.x + convW + 14, y: b.y, w: 162, h: b.h };
  out += rect(side.x, side.y, side.w, side.h, ink.soft, { rx: 10 });
  out += text(side.x + 12, side.y + 22, '知识库命中', { size: 12, weight: 600, fill: ink.text });
  (sample.more ?? ctx.points).slice(0, 4).forEach((point, i) => {
    const y = side.y + 36 + i * 46;
    out += rect(side.x + 10, y, side.w - 20, 38, ink.white, { rx: 7 });
    out += rect(side.x + 18, y + 9, 14, 18, tint(accent, 0.3), { rx: 2 });
    out += text(side.x + 38, y + 17, point, { size: 11, weight: 500, fill: ink.text, max: side.w - 56 });
    out += text(side.x + 38, y + 31, `相关度 ${98 - i * 7}%`, { size: 10, fill: ink.muted });
  });
  out += statCard(doc, FLOAT_LEFT, accent, '今日自动解答', `${Math.round(85 + ctx.random() * 10)}%`, '复杂问题转人工');
  return out;
};

/** 语音识别: a live transcript with timestamps and speakers. */
export const transcript: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 实时转写`, { accent, action: '● 转写中 00:14:02' });
  const b = bodyOf(MAIN);
  out += rect(b.x, b.y, b.w, 46, ink.soft, { rx: 10 });
  out += circle(b.x + 23, b.y + 23, 14, accent);
  out += rect(b.x + 19.5, b.y + 14, 7, 12, ink.white, { rx: 3.5 });
  out += path(`M${b.x + 16} ${b.y + 23}a7 7 0 0 0 14 0m-7 7v3`, 'none', { stroke: ink.white, 'stroke-width': 1.6, 'stroke-linecap': 'round' });
  out += waveform(b.x + 48, b.y + 23, b.w - 60, 30, series01(random, 64, 0.1, 1), (i) => (i < 44 ? accent : ink.barDark), 2.6);
  const speakers = [accent, series.teal, series.violet];
  (sample.items ?? []).slice(0, 5).forEach((line_, i) => {
    const y = b.y + 62 + i * 46;
    const who = i % 3 === 2 ? 2 : i % 2;
    const live = i === 4;
    if (live) out += rect(b.x - 6, y - 6, b.w + 12, 44, tint(accent, 0.08), { rx: 8 });
    out += text(b.x, y + 10, `00:${String(11 + Math.floor(i / 2)).padStart(2, '0')}:${String((i * 13 + 7) % 60).padStart(2, '0')}`, {
      size: 11,
      fill: ink.muted,
    });
    out += chip(b.x + 62, y - 1, `发言人${who + 1}`, { fill: tint(speakers[who]!, 0.15), color: shade(speakers[who]!, 0.25), size: 10, height: 16, padX: 6 });
    out += text(b.x + 122, y + 10, line_, { size: 13, fill: ink.text, max: b.w - 130 });
    out += skeleton(b.x + 122, y + 20, (b.w - 140) * (0.4 + random() * 0.5), ink.bar, 5);
    if (live) out += rect(b.x + b.w - 8, y - 1, 2, 14, accent);
  });
  out += statCard(doc, FLOAT_LEFT, accent, '识别准确率', `${(96 + random() * 2.5).toFixed(1)}%`, '标点与说话人自动标注');
  return out;
};
