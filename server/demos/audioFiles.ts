/**
 * GET of a synthesized file: the bytes with a range when one is asked (a player seeking, or
 * resuming a download), and caching that follows how long the file is kept.
 */
import type { Request, Response } from 'express';
import { DEMO_AUDIO_KEEP_MS } from '../../shared/demos';
import type { StoredAudio } from './audioStore';

/** A file kept for good may be kept by a browser a day; one kept DEMO_AUDIO_KEEP_MS no longer than that, and by that browser only. */
const KEPT_MAX_AGE_S = 24 * 3600;

export function sendAudio(req: Request, res: Response, audio: StoredAudio, keptForGood: boolean): void {
  res.set({
    'Content-Type': 'audio/wav',
    'Content-Disposition': `inline; filename="${audio.id}.wav"`,
    'Accept-Ranges': 'bytes',
    'Cache-Control': keptForGood ? `public, max-age=${KEPT_MAX_AGE_S}` : `private, max-age=${DEMO_AUDIO_KEEP_MS / 1000}`,
  });
  const size = audio.wav.length;
  const ranges = req.headers.range ? req.range(size) : undefined;
  if (ranges === -1) return void res.status(416).set('Content-Range', `bytes */${size}`).end();
  // One range only; several (or one that cannot be read) get the whole file, as HTTP allows.
  if (Array.isArray(ranges) && ranges.length === 1 && ranges.type === 'bytes') {
    const { start, end } = ranges[0]!;
    return void res
      .status(206)
      .set('Content-Range', `bytes ${start}-${end}/${size}`)
      .send(audio.wav.subarray(start, end + 1));
  }
  res.send(audio.wav);
}
