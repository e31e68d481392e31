/**
 * An audio file sent as the request's body, read into memory and never to disk: at most
 * ASR_LIMITS.maxBytes, refused at once when its Content-Length says more, and keeping stops
 * the moment the bytes pass it. Uploads read at once are capped too, which bounds the memory
 * they can take.
 */
import type { Request, Response } from 'express';
import { ASR_LIMITS } from '../../shared/demos';

/** Sixteen uploads of 5 MB in memory at once: 80 MB at most; the next visitor is told 体验人数较多. */
export const MAX_UPLOADS_AT_ONCE = 16;

/** What a browser sends a recording or a chosen file as; octet-stream when it cannot tell. */
const AUDIO_TYPES = /^(audio\/[\w.+-]+|video\/mp4|application\/octet-stream)\s*(;|$)/i;

export type Upload = { kind: 'bytes'; bytes: Buffer } | { kind: 'tooLarge' } | { kind: 'notAudio' } | { kind: 'busy' } | { kind: 'gone' };

let reading = 0;

/**
 * After a refusal, this much more of the body is read and dropped, for this long at most; past
 * either the connection is cut. A client still sending when the refusal comes (a browser
 * posting a 6 MB file) must be able to finish and read it: a socket closed with bytes unread
 * is reset, and the reset can throw away the answer before the client reads it (nginx's
 * lingering close, for the same reason).
 */
export const DRAIN_BYTES = 4 * ASR_LIMITS.maxBytes;
const DRAIN_MS = 30_000;

/** Once the refusal is out, drops the rest of an oversized body, within DRAIN_BYTES and DRAIN_MS. */
export function drainAfterAnswer(req: Request, res: Response): void {
  res.once('finish', () => {
    if (req.readableEnded) return;
    let left = DRAIN_BYTES;
    const cut = () => {
      clearTimeout(timer);
      req.socket.destroy();
    };
    const timer = setTimeout(cut, DRAIN_MS).unref();
    req.on('data', (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) cut();
    });
    req.once('end', () => clearTimeout(timer)).once('close', () => clearTimeout(timer));
    req.resume();
  });
}

export function readUpload(req: Request, res: Response): Promise<Upload> {
  if (!AUDIO_TYPES.test(req.get('content-type') ?? '')) return Promise.resolve({ kind: 'notAudio' });
  if (Number(req.get('content-length')) > ASR_LIMITS.maxBytes) return Promise.resolve({ kind: 'tooLarge' });
  if (reading >= MAX_UPLOADS_AT_ONCE) return Promise.resolve({ kind: 'busy' });
  reading += 1;
  return new Promise<Upload>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (upload: Upload) => {
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('aborted', onGone);
      res.off('close', onGone);
      reading -= 1;
      resolve(upload);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > ASR_LIMITS.maxBytes) {
        req.pause();
        return finish({ kind: 'tooLarge' });
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish({ kind: 'bytes', bytes: Buffer.concat(chunks) });
    const onGone = () => finish({ kind: 'gone' });
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('aborted', onGone);
    res.on('close', onGone);
  });
}
