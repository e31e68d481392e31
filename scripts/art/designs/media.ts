/** Previews of sound and video: speech synthesis, music, the video editor, the classroom, the car. */
import { FLOAT_LEFT, MAIN, type Design } from '../context';
import { appWindow, avatar, bodyOf, card, checkDot, chip, chipRow, picture, playButton, series01, skeleton, waveform, type Doc } from '../kit';
import { ink, mix, series, shade, tint } from '../palette';
import { circle, g, line, path, rect, text, wrap } from '../svg';

function slider(x: number, y: number, w: number, label: string, value: number, accent: string): string {
  return (
    text(x, y + 4, label, { size: 11, fill: ink.text2 }) +
    rect(x + 36, y, w - 36, 4, ink.soft, { rx: 2 }) +
    rect(x + 36, y, (w - 36) * value, 4, accent, { rx: 2 }) +
    circle(x + 36 + (w - 36) * value, y + 2, 6, ink.white, { stroke: accent, 'stroke-width': 2 })
  );
}

/** 语音合成: a text box, a voice picker, and the waveform of the result. */
export const voice: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · 在线合成`, { accent, action: '生成音频' });
  const b = bodyOf(MAIN);
  const boxW = 306;
  out += rect(b.x, b.y, boxW, 136, ink.white, { rx: 10, stroke: ink.border });
  out += text(b.x + 14, b.y + 22, '合成文本', { size: 11, fill: ink.muted });
  wrap(sample.sentence ?? ctx.scenarioText, boxW - 28, 13, 4).forEach((row, i) => {
    out += text(b.x + 14, b.y + 46 + i * 21, row, { size: 13, fill: ink.text });
  });
  out += chip(b.x + 14, b.y + 108, '读音纠正 · 多音字 3 处', { fill: tint(accent, 0.12), color: shade(accent, 0.25), size: 10, height: 18 });
  out += text(b.x + boxW - 14, b.y + 121, '52 / 5000', { size: 10, fill: ink.muted, anchor: 'end' });
  out += slider(b.x + 4, b.y + 160, boxW - 10, '语速', 0.55, accent);
  out += slider(b.x + 4, b.y + 186, boxW - 10, '音调', 0.42, accent);
  out += slider(b.x + 4, b.y + 212, boxW - 10, '情感', 0.7, accent);
  const vx = b.x + boxW + 14;
  const vw = b.w - boxW - 14;
  out += text(vx, b.y + 12, '选择音色', { size: 12, weight: 600, fill: ink.text });
  const voices = sample.labels ?? ['新闻播报', '亲切女声', '纪录片旁白', '童声讲故事'];
  const tones = [accent, series.violet, series.teal, series.amber];
  voices.slice(0, 4).forEach((name, i) => {
    const y = b.y + 24 + i * 50;
    const chosen = i === 0;
    out += rect(vx, y, vw, 42, chosen ? tint(accent, 0.08) : ink.white, { rx: 9, stroke: chosen ? accent : ink.border, 'stroke-width': chosen ? 1.5 : 1 });
    out += avatar(doc, vx + 22, y + 21, 14, tint(tones[i % tones.length]!, 0.75));
    out += text(vx + 44, y + 18, name, { size: 12, weight: 500, fill: ink.text, max: vw - 80 });
    out += text(vx + 44, y + 33, ['沉稳 · 男声', '亲和 · 女声', '厚重 · 男声', '活泼 · 童声'][i]!, { size: 10, fill: ink.muted });
    out += chosen ? checkDot(vx + vw - 18, y + 21, 8, accent) : playButton(vx + vw - 18, y + 21, 8, ink.soft, ink.muted);
  });
  const py = b.y + b.h - 48;
  out += rect(b.x, py, b.w, 48, ink.soft, { rx: 10 });
  out += playButton(b.x + 26, py + 24, 15, accent);
  out += waveform(b.x + 54, py + 24, b.w - 150, 30, series01(random, 60, 0.12, 1), (i) => (i < 26 ? accent : ink.barDark), 2.6);
  out += text(b.x + b.w - 12, py + 28, '00:18 / 00:42', { size: 11, fill: ink.text2, anchor: 'end' });
  return out;
};

/** AI配乐: tracks to pick from, matched to a video, and the mix. */
export const tracks: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '智能配乐'}`, { accent, action: '生成配乐' });
  const b = bodyOf(MAIN);
  out += chipRow(
    b.x,
    b.y,
    ['情绪：激昂', '时长：60秒', '风格：管弦', '乐器：钢琴'],
    b.w,
    (i) => (i === 0 ? { fill: accent, color: ink.white } : { fill: ink.soft, color: ink.text2 }),
    11,
  );
  const moods = sample.labels ?? ['激昂', '温情', '舒缓', '科技', '温暖'];
  (sample.items ?? []).slice(0, 4).forEach((name, i) => {
    const y = b.y + 32 + i * 42;
    const playing = i === 0;
    if (playing) out += rect(b.x - 6, y - 2, b.w + 12, 40, tint(accent, 0.08), { rx: 8 });
    out += playButton(b.x + 14, y + 18, 13, playing ? accent : ink.soft, playing ? ink.white : ink.muted);
    out += text(b.x + 36, y + 15, name, { size: 13, weight: 500, fill: ink.text, max: 120 });
    out += text(b.x + 36, y + 31, `原创 · ${90 + i * 12} BPM`, { size: 10, fill: ink.muted });
    out += chip(b.x + 168, y + 9, moods[i % moods.length]!, { fill: tint(accent, 0.12), color: shade(accent, 0.25), size: 10, height: 18 });
    out += waveform(b.x + 220, y + 18, 190, 22, series01(random, 34, 0.15, 1), playing ? (k) => (k < 15 ? accent : tint(accent, 0.35)) : ink.barDark, 2.6);
    out += text(b.x + b.w - 8, y + 22, `0${1 + (i % 2)}:${String(10 + i * 11).padStart(2, '0')}`, { size: 11, fill: ink.text2, anchor: 'end' });
  });
  const ly = b.y + 206;
  const lanes = [
    { label: '视频', color: series.sky },
    { label: '配乐', color: accent },
    { label: '人声', color: series.violet },
  ];
  out += rect(b.x, ly, b.w, b.h - 206, ink.soft, { rx: 10 });
  lanes.forEach((lane, i) => {
    const y = ly + 12 + i * 24;
    out += text(b.x + 10, y + 13, lane.label, { size: 10, fill: ink.muted });
    if (i === 0) {
      for (let k = 0; k < 5; k += 1)
        out +=
          rect(b.x + 44 + k * 92, y, 88, 18, tint(series.sky, 0.35 + (k % 2) * 0.2), { rx: 3 }) +
          path(`M${b.x + 50 + k * 92} ${y + 15}l10-9 7 6 5-4 9 7z`, shade(series.sky, 0.1));
    } else {
      out += rect(b.x + 44, y, b.w - 56, 18, tint(lane.color, i === 1 ? 0.25 : 0.18), { rx: 4 });
      out += waveform(b.x + 50, y + 9, b.w - 68, 14, series01(random, 64, 0.1, 1), lane.color, 2.2);
    }
  });
  out += line(b.x + 230, ly + 6, b.x + 230, ly + 84, accent, 2) + path(`M${b.x + 224} ${ly + 4}h12l-6 7z`, accent);
  return out;
};

/** A presenter in front of a picture, for the video editor and the classroom. */
function presenter(doc: Doc, x: number, y: number, w: number, h: number, accent: string, scenery: 'city' | 'board'): string {
  let out = '';
  if (scenery === 'city') out += picture(doc, { x, y, w, h }, ink.primary, 'city', 8);
  else {
    out += g(
      { 'clip-path': doc.clip(x, y, w, h, 8) },
      rect(x, y, w, h, tint(ink.primary, 0.1)),
      rect(x + w * 0.5, y + h * 0.14, w * 0.42, h * 0.5, ink.white, { rx: 4 }),
    );
    out += skeleton(x + w * 0.54, y + h * 0.22, w * 0.2, accent, 5);
    for (let i = 0; i < 4; i += 1)
      out += rect(x + w * 0.56 + i * w * 0.085, y + h * (0.56 - 0.06 * i), w * 0.05, h * (0.06 + 0.06 * i), tint(accent, 0.5 + i * 0.1));
  }
  const cx = x + w * (scenery === 'city' ? 0.5 : 0.28);
  const base = y + h;
  const clip = doc.clip(x, y, w, h, 8);
  out += g(
    { 'clip-path': clip },
    path(`M${cx - h * 0.36} ${base}q0-${h * 0.3} ${h * 0.36}-${h * 0.32}q${h * 0.36} 0 ${h * 0.36} ${h * 0.32}z`, ink.navySoft),
    path(`M${cx - h * 0.06} ${base - h * 0.3}l${h * 0.06} ${h * 0.14}l${h * 0.06}-${h * 0.14}z`, ink.white),
    circle(cx, base - h * 0.44, h * 0.13, mix(ink.amber, ink.white, 0.55)),
    path(`M${cx - h * 0.13} ${base - h * 0.46}a${h * 0.13} ${h * 0.13} 0 0 1 ${h * 0.26} 0q-${h * 0.13}-${h * 0.08}-${h * 0.26} 0z`, ink.navy),
  );
  return out;
}

/** AI视频工作室: the preview with a digital presenter, and a multi-track timeline. */
export const timeline: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  let out = appWindow(doc, MAIN, `${ctx.name} · ${sample.title ?? '剪辑台'}`, { accent, action: '导出成片' });
  const b = bodyOf(MAIN);
  const pw = 320;
  const ph = 180;
  out += presenter(doc, b.x, b.y, pw, ph, accent, 'city');
  out += rect(b.x + 12, b.y + ph - 38, pw - 24, 26, ink.navy, { rx: 4, opacity: 0.85 });
  out += rect(b.x + 12, b.y + ph - 38, 6, 26, accent);
  out += text(b.x + 26, b.y + ph - 20, sample.sentence ?? ctx.tagline, { size: 12, weight: 500, fill: ink.white, max: pw - 50 });
  out += chip(b.x + 10, b.y + 10, '数字人 · 主播小星', { fill: ink.white, color: ink.text, size: 10, height: 18 });
  const sx = b.x + pw + 14;
  const sw = b.w - pw - 14;
  out += text(sx, b.y + 12, '智能分镜', { size: 12, weight: 600, fill: ink.text });
  ctx.points.slice(0, 3).forEach((point, i) => {
    const y = b.y + 24 + i * 52;
    out += rect(sx, y, sw, 44, i === 0 ? tint(accent, 0.08) : ink.white, { rx: 8, stroke: i === 0 ? accent : ink.border });
    out += picture(doc, { x: sx + 6, y: y + 6, w: 46, h: 32 }, i === 1 ? series.sky : accent, (['city', 'sea', 'hills'] as const)[i]!, 4);
    out += text(sx + 60, y + 19, point, { size: 11, weight: 500, fill: ink.text, max: sw - 66 });
    out += text(sx + 60, y + 34, `镜头 ${i + 1} · 0${3 + i}秒`, { size: 10, fill: ink.muted });
  });
  const ty = b.y + ph + 14;
  const th = b.h - ph - 14;
  out += rect(b.x, ty, b.w, th, ink.navy, { rx: 10 });
  for (let k = 0; k <= 8; k += 1) {
    out += line(b.x + 52 + k * 56, ty + 8, b.x + 52 + k * 56, ty + 14, ink.barDark);
    if (k % 2 === 0) out += text(b.x + 55 + k * 56, ty + 15, `00:${String(k * 3).padStart(2, '0')}`, { size: 8, fill: ink.muted });
  }
  const lanes = sample.labels ?? ['画面', '字幕', '配音', '音乐'];
  const laneColors = [series.sky, accent, series.violet, series.teal];
  lanes.slice(0, 4).forEach((lane, i) => {
    const y = ty + 22 + i * 18;
    out += text(b.x + 10, y + 11, lane, { size: 9, fill: ink.white, opacity: 0.7 });
    const color = laneColors[i]!;
    if (i === 0) {
      for (let k = 0; k < 4; k += 1)
        out +=
          rect(b.x + 52 + k * 112, y, 108, 14, mix(color, ink.navy, 0.25), { rx: 3 }) + rect(b.x + 54 + k * 112, y + 2, 20, 10, tint(color, 0.6), { rx: 2 });
    } else if (i === 1) {
      for (let k = 0; k < 6; k += 1) out += rect(b.x + 52 + k * 76, y + 2, 64 + (k % 2) * 8, 10, color, { rx: 3, opacity: 0.9 });
    } else {
      out += rect(b.x + 52, y, b.w - 64, 14, mix(color, ink.navy, 0.55), { rx: 3 });
      out += waveform(b.x + 56, y + 7, b.w - 72, 10, series01(random, 90, 0.15, 1), tint(color, 0.8), 1.6);
    }
  });
  out += line(b.x + 214, ty + 8, b.x + 214, ty + th - 4, ink.amber, 2) + path(`M${b.x + 208} ${ty + 4}h12l-6 7z`, ink.amber);
  return out;
};

/** 传媒学院: a lecture, its chapters and the learner's progress. */
export const course: Design = (doc, ctx) => {
  const { accent, sample } = ctx;
  let out = appWindow(doc, MAIN, sample.title ?? ctx.name, { accent, action: '继续学习' });
  const b = bodyOf(MAIN);
  const pw = 310;
  const ph = 176;
  out += presenter(doc, b.x, b.y, pw, ph, accent, 'board');
  out += rect(b.x, b.y + ph - 28, pw, 28, ink.navy, { opacity: 0.75 });
  out += playButton(b.x + 16, b.y + ph - 14, 8, ink.white, ink.navy);
  out += rect(b.x + 32, b.y + ph - 15, pw - 100, 3, ink.barDark, { rx: 1.5 }) + rect(b.x + 32, b.y + ph - 15, (pw - 100) * 0.42, 3, accent, { rx: 1.5 });
  out += text(b.x + pw - 10, b.y + ph - 10, '18:24 / 42:10', { size: 10, fill: ink.white, anchor: 'end' });
  out += text(b.x, b.y + ph + 26, sample.sentence ?? ctx.points[0] ?? '', { size: 15, weight: 600, fill: ink.text, max: pw });
  out += text(b.x, b.y + ph + 46, '主讲：传媒学院讲师 · 第3讲', { size: 11, fill: ink.muted });
  out += chipRow(b.x, b.y + ph + 58, ['AI工具', '提示词', '案例实训'], pw, () => ({ fill: tint(accent, 0.1), color: shade(accent, 0.2) }), 10);
  const cx = b.x + pw + 14;
  const cw = b.w - pw - 14;
  out += text(cx, b.y + 12, '课程目录', { size: 12, weight: 600, fill: ink.text });
  ctx.points.slice(0, 4).forEach((track, i) => {
    const y = b.y + 24 + i * 56;
    const done = i === 0;
    const current = i === 1;
    out += rect(cx, y, cw, 48, current ? tint(accent, 0.08) : ink.white, { rx: 8, stroke: current ? accent : ink.border });
    out += done
      ? checkDot(cx + 18, y + 17, 8, series.green)
      : circle(cx + 18, y + 17, 8, 'none', { stroke: current ? accent : ink.barDark, 'stroke-width': 1.6 });
    out += text(cx + 32, y + 21, track, { size: 12, weight: 500, fill: ink.text, max: cw - 40 });
    const progress = [1, 0.42, 0, 0][i]!;
    out +=
      rect(cx + 32, y + 32, cw - 46, 4, ink.soft, { rx: 2 }) +
      rect(cx + 32, y + 32, Math.max(4, (cw - 46) * progress), 4, done ? series.green : accent, { rx: 2 });
  });
  const cert = { x: FLOAT_LEFT.x, y: FLOAT_LEFT.y + 2, w: 214, h: 74 };
  out += card(doc, cert);
  out += circle(cert.x + 32, cert.y + 37, 20, tint(accent, 0.15)) + circle(cert.x + 32, cert.y + 37, 13, 'none', { stroke: accent, 'stroke-width': 2 });
  out += path(`M${cert.x + 26} ${cert.y + 54}l6-6 6 6v12l-6-4-6 4z`, accent);
  out += text(cert.x + 62, cert.y + 31, '能力认证', { size: 11, fill: ink.muted });
  out += text(cert.x + 62, cert.y + 52, '结业证书已发放', { size: 15, weight: 600, fill: ink.text });
  return out;
};

/** 车载应用: the car's centre screen playing the news, with the route and the channels. */
export const car: Design = (doc, ctx) => {
  const { accent, random, sample } = ctx;
  const s = { x: 18, y: 44, w: 564, h: 316 };
  let out = rect(s.x - 8, s.y - 8, s.w + 16, s.h + 16, ink.navy, { rx: 26, filter: doc.shadow() });
  out += rect(s.x - 7.5, s.y - 7.5, s.w + 15, s.h + 15, 'none', { rx: 25.5, stroke: mix(ink.navySoft, ink.primary, 0.45) });
  out += rect(s.x, s.y, s.w, s.h, mix(ink.navy, ink.navySoft, 0.6), { rx: 18 });
  out += text(s.x + 18, s.y + 24, '08:30', { size: 13, weight: 600, fill: ink.white });
  out += text(s.x + 64, s.y + 24, '晴 18°C', { size: 11, fill: ink.white, opacity: 0.7 });
  out += text(s.x + s.w - 18, s.y + 24, `${ctx.name} · 星海资讯`, { size: 11, fill: ink.white, opacity: 0.7, anchor: 'end' });
  // The map.
  const m = { x: s.x + 14, y: s.y + 38, w: 190, h: 200 };
  out += g(
    { 'clip-path': doc.clip(m.x, m.y, m.w, m.h, 12) },
    rect(m.x, m.y, m.w, m.h, ink.navy),
    path(
      `M${m.x - 10} ${m.y + 60}L${m.x + m.w + 10} ${m.y + 20}M${m.x + 40} ${m.y - 10}L${m.x + 90} ${m.y + m.h + 10}M${m.x - 10} ${m.y + 150}L${m.x + m.w + 10} ${m.y + 170}M${m.x + 150} ${m.y - 10}L${m.x + 130} ${m.y + m.h + 10}`,
      'none',
      { stroke: ink.navySoft, 'stroke-width': 8 },
    ),
    path(`M${m.x + 85} ${m.y + m.h}L${m.x + 66} ${m.y + 110}Q${m.x + 60} ${m.y + 84} ${m.x + 90} ${m.y + 76}L${m.x + m.w} ${m.y + 36}`, 'none', {
      stroke: accent,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    path(`M${m.x + 80} ${m.y + 168}l8-20 8 20-8-5z`, ink.white),
  );
  out += rect(m.x + 8, m.y + 8, m.w - 16, 28, ink.navySoft, { rx: 8, opacity: 0.95 });
  out += text(m.x + 18, m.y + 26, sample.sentence ?? '前方路况畅通', { size: 10, fill: ink.white, max: m.w - 32 });
  // Now playing.
  const p = { x: m.x + m.w + 14, y: m.y, w: 220, h: 200 };
  out += rect(p.x, p.y, p.w, p.h, ink.navySoft, { rx: 12 });
  out += picture(doc, { x: p.x + 14, y: p.y + 14, w: 84, h: 84 }, accent, 'sea', 10);
  out += text(p.x + 110, p.y + 34, '正在播放', { size: 10, fill: accent, weight: 600 });
  out += text(p.x + 110, p.y + 56, sample.title ?? '新闻连续播报', { size: 14, weight: 600, fill: ink.white, max: p.w - 120 });
  out += text(p.x + 110, p.y + 76, 'AI主播 · 第12条', { size: 10, fill: ink.white, opacity: 0.6 });
  out += waveform(p.x + 14, p.y + 122, p.w - 28, 22, series01(random, 50, 0.15, 1), (i) => (i < 22 ? accent : mix(ink.navySoft, ink.white, 0.25)), 2.2);
  out +=
    rect(p.x + 14, p.y + 146, p.w - 28, 3, mix(ink.navySoft, ink.white, 0.2), { rx: 1.5 }) +
    rect(p.x + 14, p.y + 146, (p.w - 28) * 0.44, 3, accent, { rx: 1.5 });
  out += path(`M${p.x + 62} ${p.y + 168}l-12 8 12 8zM${p.x + 48} ${p.y + 168}v16`, ink.white, { stroke: ink.white, 'stroke-width': 2 });
  out += playButton(p.x + p.w / 2, p.y + 176, 16, accent);
  out += path(`M${p.x + p.w - 62} ${p.y + 168}l12 8-12 8zM${p.x + p.w - 48} ${p.y + 168}v16`, ink.white, { stroke: ink.white, 'stroke-width': 2 });
  // Channels.
  const c = { x: p.x + p.w + 14, y: m.y, w: s.x + s.w - 14 - (p.x + p.w + 14) };
  (sample.items ?? ['要闻', '财经', '交通', '天气', '音乐']).slice(0, 5).forEach((channel, i) => {
    const y = c.y + i * 41;
    const on = i === 0;
    out += rect(c.x, y, c.w, 35, on ? accent : ink.navySoft, { rx: 9 });
    out += circle(c.x + 18, y + 17.5, 7, on ? ink.white : mix(ink.navySoft, ink.white, 0.3), { opacity: on ? 0.9 : 1 });
    out += text(c.x + 32, y + 22, channel, { size: 12, weight: 500, fill: ink.white });
  });
  // The voice assistant.
  const v = { x: s.x + 14, y: s.y + 252, w: s.w - 28, h: 48 };
  out += rect(v.x, v.y, v.w, v.h, ink.navySoft, { rx: 24 });
  out += circle(v.x + 24, v.y + 24, 16, accent);
  out +=
    rect(v.x + 20.5, v.y + 14, 7, 12, ink.white, { rx: 3.5 }) +
    path(`M${v.x + 17} ${v.y + 23}a7 7 0 0 0 14 0m-7 7v3`, 'none', { stroke: ink.white, 'stroke-width': 1.6, 'stroke-linecap': 'round' });
  out += text(v.x + 50, v.y + 29, '“你好小星，播放本地财经新闻”', { size: 13, fill: ink.white });
  out += waveform(v.x + v.w - 120, v.y + 24, 100, 18, series01(random, 24, 0.2, 1), tint(accent, 0.8), 2.4);
  return out;
};
