/**
 * An M4A (MPEG-4 audio) file's true length: the sound track's sample table (stts) summed, which
 * is what a player plays, checked against what its headers (mvhd, mdhd) claim and against the
 * bytes the samples need (stsz within mdat). Boxes must fit in the file.
 */
const BOX_HEADER = 8;
/** A header may round its duration; more apart than this it is not the same file. */
const DURATION_SLACK_MS = 1000;
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

interface Box {
  type: string;
  start: number;
  end: number;
}

const typeAt = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** The boxes between `from` and `to`, or null when one does not fit. */
function boxes(bytes: Uint8Array, view: DataView, from: number, to: number): Box[] | null {
  const found: Box[] = [];
  for (let at = from; at < to;) {
    if (at + BOX_HEADER > to) return null;
    let size = view.getUint32(at);
    let header = BOX_HEADER;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return null;
    found.push({ type: typeAt(bytes, at + 4), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

export function isM4a(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && typeAt(bytes, 4) === 'ftyp';
}

/** (version 0 or 1) timescale and duration of an mvhd or mdhd box. */
function timeOf(view: DataView, box: Box): { timescale: number; duration: number } {
  const version = view.getUint8(box.start);
  return version === 1
    ? { timescale: view.getUint32(box.start + 20), duration: Number(view.getBigUint64(box.start + 24)) }
    : { timescale: view.getUint32(box.start + 12), duration: view.getUint32(box.start + 16) };
}

/** The file's length in milliseconds, or null when it is no M4A this reads or it contradicts itself. */
export function m4aDurationMs(bytes: Uint8Array): number | null {
  if (!isM4a(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const all: Box[] = [];
  const walk = (from: number, to: number): boolean => {
    const inner = boxes(bytes, view, from, to);
    if (!inner) return false;
    for (const box of inner) {
      all.push(box);
      if (CONTAINERS.has(box.type) && !walk(box.start, box.end)) return false;
    }
    return true;
  };
  if (!walk(0, bytes.length)) return null;
  const find = (type: string) => all.filter((box) => box.type === type);
  const [mvhd] = find('mvhd');
  const [mdhd] = find('mdhd');
  const [stts] = find('stts');
  const [stsz] = find('stsz');
  if (!mvhd || !mdhd || !stts || !stsz) return null;
  const media = timeOf(view, mdhd);
  const movie = timeOf(view, mvhd);
  if (media.timescale === 0 || movie.timescale === 0) return null;
  let ticks = 0;
  const entries = view.getUint32(stts.start + 4);
  if (stts.start + 8 + entries * 8 > stts.end) return null;
  for (let i = 0; i < entries; i++) ticks += view.getUint32(stts.start + 8 + i * 8) * view.getUint32(stts.start + 12 + i * 8);
  const durationMs = Math.round((ticks / media.timescale) * 1000);
  const claims = [(media.duration / media.timescale) * 1000, (movie.duration / movie.timescale) * 1000];
  if (claims.some((claimed) => Math.abs(claimed - durationMs) > DURATION_SLACK_MS)) return null;
  // The samples' bytes: one size for all (stsz's sample_size), or one per sample.
  const uniform = view.getUint32(stsz.start + 4);
  const count = view.getUint32(stsz.start + 8);
  if (uniform === 0 && stsz.start + 12 + count * 4 > stsz.end) return null;
  let sampleBytes = uniform * count;
  for (let i = 0; uniform === 0 && i < count; i++) sampleBytes += view.getUint32(stsz.start + 12 + i * 4);
  const mdatBytes = find('mdat').reduce((sum, box) => sum + box.end - box.start, 0);
  return sampleBytes <= mdatBytes ? durationMs : null;
}
