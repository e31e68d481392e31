/**
 * The vignette of a scenario (应用场景): who uses the product, drawn as a place (a newsroom,
 * a government building, offices, a school, a scenic spot, a car, a market), beside a small
 * card of the product's own preview in its accent.
 */
import type { HeroDesign } from '../../shared/art';
import type { ArtContext } from './context';
import { avatar, bars, card, picture, skeleton, waveform, type Doc } from './kit';
import { ink, mix, series, shade, tint } from './palette';
import { circle, el, g, line, path, rect, text } from './svg';

/** A scenario's title and text, as the content data holds them. */
export interface Point {
  title: string;
  text: string;
}

export type Sector = 'media' | 'gov' | 'enterprise' | 'education' | 'tourism' | 'car' | 'finance' | 'community';

/** Words that name who a scenario is for, checked in this order against its title, then its text. */
const sectorWords: ReadonlyArray<readonly [Sector, readonly string[]]> = [
  ['car', ['车', '座舱', '驾驶', '交通']],
  ['education', ['学校', '高校', '中小学', '教育', '教师', '课堂', '学生', '院系', '课件', '培训']],
  ['tourism', ['文旅', '景区', '旅游', '游客', '城市文化', '名片']],
  ['finance', ['财报', '投研', '经济', '金融', '券商', '行业研究']],
  ['gov', ['政务', '政府', '机关', '乡镇', '基层', '政策', '普法', '民意', '公益', '部门', '热线', '先进典型', '会议']],
  ['community', ['读者', '用户', '市民', '群众', '人气', '社区', '节日', '会员']],
  ['enterprise', ['企业', '品牌', '门店', '员工', '市场', '商', '产品', '售前']],
  ['media', ['媒体', '编辑', '记者', '新闻', '报道', '融媒体', '客户端', '采访']],
];

/** The sectors a scenario names, its title's first. */
function sectorsNamed(scenario: Point): Sector[] {
  const found: Sector[] = [];
  for (const source of [scenario.title, scenario.text]) {
    for (const [sector, words] of sectorWords) if (words.some((word) => source.includes(word)) && !found.includes(sector)) found.push(sector);
  }
  return found;
}

/** Where a buyer's three scenarios usually are, for a scenario that names no place of its own. */
const usualSectors: readonly Sector[] = ['media', 'gov', 'enterprise', 'community', 'education', 'tourism', 'finance', 'car'];

/** Each scenario's place, no two alike on one page while the scenarios name different ones. */
export function sectorsOf(scenarios: readonly Point[]): Sector[] {
  const used: Sector[] = [];
  return scenarios.map((scenario, index) => {
    const choice =
      sectorsNamed(scenario).find((s) => !used.includes(s)) ?? [usualSectors[index % 3]!, ...usualSectors].find((s) => !used.includes(s)) ?? 'media';
    used.push(choice);
    return choice;
  });
}

const GROUND = 172;

/** The place, drawn in the 20..190 band, standing on the ground line. */
function place(doc: Doc, sector: Sector, accent: string): string {
  const deep = shade(ink.primary, 0.25);
  const mid = tint(ink.primary, 0.45);
  const light = tint(ink.primary, 0.18);
  switch (sector) {
    case 'gov': {
      let columns = '';
      for (let i = 0; i < 5; i += 1) columns += rect(48 + i * 24, 96, 10, 62, ink.white);
      return (
        rect(36, 86, 136, 76, mid) +
        path('M28 88L104 48L180 88Z', deep) +
        circle(104, 72, 8, ink.amber) +
        columns +
        rect(30, 158, 148, 8, deep) +
        rect(24, 166, 160, 6, mid)
      );
    }
    case 'enterprise': {
      let windows = '';
      for (let r = 0; r < 6; r += 1) for (let c = 0; c < 3; c += 1) windows += rect(52 + c * 16, 58 + r * 17, 10, 10, r === 1 && c === 2 ? ink.amber : light);
      for (let r = 0; r < 4; r += 1) for (let c = 0; c < 2; c += 1) windows += rect(124 + c * 18, 100 + r * 16, 11, 9, light);
      return rect(42, 46, 58, 126, deep, { rx: 3 }) + rect(114, 88, 50, 84, mid, { rx: 3 }) + windows + rect(64, 154, 14, 18, ink.white);
    }
    case 'education':
      return (
        path('M40 150Q72 138 104 150V96Q72 84 40 96Z', ink.white) +
        path('M168 150Q136 138 104 150V96Q136 84 168 96Z', tint(ink.primary, 0.12)) +
        path('M40 150Q72 138 104 150Q136 138 168 150V160Q136 148 104 160Q72 148 40 160Z', mid) +
        skeleton(52, 104, 40, light, 5) +
        skeleton(52, 116, 34, light, 5) +
        skeleton(116, 104, 40, mid, 5) +
        skeleton(116, 116, 30, mid, 5) +
        path('M64 62L104 46L144 62L104 78Z', deep) +
        path('M80 70v14q24 10 48 0v-14l-24 9z', deep) +
        line(144, 62, 144, 82, ink.amber, 2) +
        circle(144, 84, 3, ink.amber)
      );
    case 'tourism':
      return (
        circle(150, 62, 16, ink.amber, { opacity: 0.9 }) +
        path('M14 172L70 92L112 140L136 114L196 172Z', mid) +
        path('M60 172V128h24v44z', deep) +
        path('M52 130L72 112L92 130Z', deep) +
        path('M56 112L72 94L88 112Z', deep) +
        rect(68, 84, 8, 10, deep) +
        path('M14 172Q60 158 110 168T196 164V172Z', light)
      );
    case 'car':
      return (
        path('M24 150q0-22 22-26l26-28q8-8 22-8h40q14 0 22 10l20 26q26 4 28 26z', deep, { transform: 'translate(0 -4)' }) +
        path('M78 100h26v26H56z', light) +
        path('M110 100h22q8 0 12 6l14 20h-48z', light) +
        circle(62, 154, 16, ink.navy) +
        circle(62, 154, 7, mid) +
        circle(158, 154, 16, ink.navy) +
        circle(158, 154, 7, mid) +
        rect(180, 136, 10, 6, ink.amber, { rx: 2 })
      );
    case 'finance':
      return (
        rect(34, 60, 140, 100, ink.white, { rx: 8 }) +
        rect(34, 60, 140, 100, 'none', { rx: 8, stroke: mid }) +
        bars(46, 84, 116, 64, [0.35, 0.5, 0.42, 0.68, 0.6, 0.9], (i) => (i === 5 ? accent : mid), 0.35) +
        el('ellipse', { cx: 172, cy: 164, rx: 18, ry: 6, fill: ink.amber }) +
        rect(154, 148, 36, 16, ink.amber) +
        el('ellipse', { cx: 172, cy: 148, rx: 18, ry: 6, fill: mix(ink.amber, ink.white, 0.4) })
      );
    case 'community':
      return (
        path('M36 110L82 74L128 110V172H36Z', ink.white) +
        path('M28 112L82 68L136 112', 'none', { stroke: deep, 'stroke-width': 8, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
        rect(70, 138, 24, 34, mid) +
        rect(48, 120, 14, 14, light) +
        avatar(doc, 150, 124, 22, accent) +
        avatar(doc, 178, 148, 16, mid)
      );
    default:
      return (
        rect(30, 64, 120, 84, deep, { rx: 8 }) +
        rect(36, 70, 108, 66, ink.white, { rx: 4 }) +
        picture(doc, { x: 42, y: 76, w: 44, h: 32 }, ink.primary, 'city', 3) +
        skeleton(92, 78, 44, mid, 5) +
        skeleton(92, 90, 36, light, 5) +
        skeleton(92, 102, 40, light, 5) +
        skeleton(42, 116, 94, light, 5) +
        skeleton(42, 126, 70, light, 5) +
        rect(84, 148, 12, 14, deep) +
        rect(66, 162, 48, 8, deep, { rx: 4 }) +
        rect(166, 96, 14, 26, deep, { rx: 7 }) +
        path('M160 112a13 13 0 0 0 26 0M173 125v36M162 162h22', 'none', { stroke: deep, 'stroke-width': 3, 'stroke-linecap': 'round' })
      );
  }
}

type Glyph = 'wave' | 'list' | 'chart' | 'doc' | 'grid' | 'phone' | 'fan' | 'nodes' | 'chat';

const glyphOf: Readonly<Record<HeroDesign, Glyph>> = {
  platform: 'nodes',
  canvas: 'grid',
  timeline: 'wave',
  editor: 'doc',
  govPortal: 'list',
  course: 'list',
  company: 'nodes',
  docs: 'doc',
  trends: 'list',
  feed: 'list',
  slides: 'grid',
  tracks: 'wave',
  report: 'chart',
  fanout: 'fan',
  recommend: 'list',
  assets: 'grid',
  voice: 'wave',
  transcript: 'doc',
  proofread: 'doc',
  chat: 'chat',
  car: 'wave',
  crossword: 'grid',
  dashboard: 'chart',
  paywall: 'doc',
  shop: 'grid',
  campaign: 'chart',
  phoneForm: 'phone',
  phoneVote: 'phone',
  phoneBoost: 'phone',
  phoneLottery: 'phone',
  architecture: 'nodes',
  builder: 'phone',
  ipGallery: 'grid',
  appliance: 'nodes',
};

/** The product's card: a small window with the design's glyph, in the accent. */
function productCard(doc: Doc, glyph: Glyph, ctx: ArtContext, index: number): string {
  const x = 202;
  const y = 38;
  const w = 138;
  const h = 112;
  const { accent, random } = ctx;
  let out =
    card(doc, { x, y, w, h }) +
    circle(x + 12, y + 12, 3, tint(accent, 0.6)) +
    circle(x + 22, y + 12, 3, tint(accent, 0.35)) +
    circle(x + 32, y + 12, 3, ink.bar);
  out += text(x + w - 10, y + 15, ctx.name, { size: 9, fill: ink.muted, anchor: 'end', max: 80 });
  const ix = x + 12;
  const iy = y + 28;
  const iw = w - 24;
  switch (glyph) {
    case 'wave':
      out += waveform(
        ix,
        iy + 34,
        iw,
        48,
        Array.from({ length: 20 }, () => 0.2 + random() * 0.8),
        (i) => (i < 12 ? accent : ink.barDark),
        3.2,
      );
      out += skeleton(ix, iy + 64, iw * 0.55, tint(accent, 0.3), 5);
      break;
    case 'list':
      for (let i = 0; i < 4; i += 1) {
        out += rect(ix, iy + i * 19, 12, 12, i === 0 ? accent : tint(accent, 0.25), { rx: 3 });
        out += skeleton(ix + 18, iy + 3 + i * 19, iw * (0.8 - i * 0.1), i === 0 ? tint(accent, 0.45) : ink.bar, 6);
      }
      break;
    case 'chart':
      out += bars(
        ix,
        iy,
        iw,
        70,
        [0.4, 0.62, 0.5, 0.8, 0.66, 0.95].map((v) => v * (0.8 + random() * 0.2)),
        (i) => (i === 5 ? accent : tint(accent, 0.35)),
        0.35,
      );
      break;
    case 'doc':
      out += skeleton(ix, iy, iw * 0.6, ink.text2, 6);
      for (let i = 0; i < 5; i += 1) out += skeleton(ix, iy + 14 + i * 11, i === 2 ? iw * 0.7 : iw, i === 2 ? tint(accent, 0.5) : ink.bar, 5);
      out += rect(ix + iw * 0.3, iy + 35, iw * 0.4, 9, 'none', { stroke: accent, rx: 3 });
      break;
    case 'grid':
      for (let r = 0; r < 2; r += 1)
        for (let c = 0; c < 3; c += 1)
          out += picture(
            doc,
            { x: ix + c * 39, y: iy + r * 36, w: 35, h: 32 },
            (r + c) % 2 ? series.sky : accent,
            (['hills', 'city', 'sea'] as const)[(r + c + index) % 3]!,
            4,
          );
      break;
    case 'phone':
      out += rect(ix + 34, iy - 4, 48, 80, ink.navy, { rx: 8 }) + rect(ix + 37, iy - 1, 42, 74, ink.white, { rx: 6 });
      out += rect(ix + 37, iy - 1, 42, 22, accent, { rx: 6 });
      for (let i = 0; i < 3; i += 1) out += skeleton(ix + 42, iy + 28 + i * 11, 32, i === 0 ? tint(accent, 0.4) : ink.bar, 5);
      out += rect(ix + 42, iy + 60, 32, 8, accent, { rx: 4 });
      break;
    case 'fan':
      out += rect(ix, iy + 24, 30, 34, tint(accent, 0.25), { rx: 4 }) + skeleton(ix + 5, iy + 30, 20, accent, 4);
      for (let i = 0; i < 4; i += 1) {
        const ty = iy + i * 21;
        out += path(`M${ix + 30} ${iy + 41}C${ix + 56} ${iy + 41} ${ix + 52} ${ty + 8} ${ix + 78} ${ty + 8}`, 'none', {
          stroke: tint(accent, 0.5),
          'stroke-width': 1.5,
        });
        out += rect(ix + 80, ty, 34, 16, [accent, series.sky, series.green, series.amber][i]!, { rx: 4 });
      }
      break;
    case 'chat':
      out += rect(ix + 40, iy, iw - 40, 16, accent, { rx: 8 });
      out +=
        rect(ix, iy + 22, iw - 30, 30, ink.soft, { rx: 8 }) + skeleton(ix + 8, iy + 30, iw - 50, ink.bar, 5) + skeleton(ix + 8, iy + 40, iw - 70, ink.bar, 5);
      out += rect(ix + 56, iy + 58, iw - 56, 16, accent, { rx: 8 });
      break;
    default: {
      const nodes: ReadonlyArray<readonly [number, number]> = [
        [ix + iw / 2, iy + 38],
        [ix + 12, iy + 8],
        [ix + iw - 12, iy + 8],
        [ix + 12, iy + 68],
        [ix + iw - 12, iy + 68],
      ];
      for (const [nx, ny] of nodes.slice(1)) out += line(nodes[0]![0], nodes[0]![1], nx, ny, tint(accent, 0.5), 1.5);
      nodes.forEach(([nx, ny], i) => {
        out += circle(nx, ny, i === 0 ? 14 : 8, i === 0 ? accent : tint(accent, 0.3));
      });
    }
  }
  return out;
}

export function drawScenario(doc: Doc, ctx: ArtContext, design: HeroDesign, sector: Sector, index: number): string {
  const { accent } = ctx;
  const backdrop = doc.gradient(tint(accent, 0.13), tint(ink.primary, 0.05));
  return (
    rect(0, 0, 360, 200, backdrop, { rx: 12 }) +
    circle(300, 30, 60, tint(accent, 0.1)) +
    circle(40, 190, 50, ink.white, { opacity: 0.5 }) +
    line(12, GROUND, 348, GROUND, tint(ink.primary, 0.25), 1.5) +
    g({}, place(doc, sector, accent)) +
    path(`M176 ${GROUND - 60}C188 ${GROUND - 60} 190 ${GROUND - 80} 202 ${GROUND - 80}`, 'none', {
      stroke: accent,
      'stroke-width': 1.5,
      'stroke-dasharray': '3 3',
    }) +
    productCard(doc, glyphOf[design], ctx, index)
  );
}
