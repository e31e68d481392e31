/**
 * An audio file sent as the request's body, read into memory and never to disk: at most
 * ASR_LIMITS.maxBytes, refused at once when its Content-Length says more, and reading stops
 * the moment the bytes pass it (the connection is then closed, so a client sending on gets no
 * further). Uploads read at once are capped too, which bounds the memory they can take.
 */
import type { Request, Response } from 'express';
import { ASR_LIMITS } from '../../shared/demos';

/** Sixteen uploads of 5 MB in memory at once: 80 MB at most; the next visitor is told 体验人数较多. */
export const MAX_UPLOADS_AT_ONCE = 16;

/** What a browser sends a recording or a chosen file as; octet-stream when it cannot tell. */
const AUDIO_TYPES = /^(audio\/[\w.+-]+|video\/mp4|application\/octet-stream)\s*(;|$)/i;

export type Upload = { kind: 'bytes'; bytes: Buffer } | { kind: 'tooLarge' } | { kind: 'notAudio' } | { kind: 'busy' } | { kind: 'gone' };

let reading = 0;

/** Closes the connection once the refusal is out: the rest of an oversized body is never read. */
export function closeAfterAnswer(req: Request, res: Response): void {
  res.set('Connection', 'close');
  res.once('finish', () => req.socket.destroy());
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
