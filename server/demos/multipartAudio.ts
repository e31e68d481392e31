/**
 * The 语音识别 panel's plain form (multipart/form-data: `file`, or `sample`), read with busboy
 * into memory: one file of at most ASR_LIMITS.maxBytes (reading stops there), a few small
 * fields, nothing ever written to disk.
 */
import busboy from 'busboy';
import type { Request } from 'express';
import { ASR_LIMITS } from '../../shared/demos';

/** `sample` and the submit button's name: a form of this page sends no more. */
const MAX_FIELDS = 4;
const MAX_FIELD_BYTES = 256;

export type PostedAudio =
  { kind: 'file'; bytes: Buffer } | { kind: 'sample'; sample: string } | { kind: 'none' } | { kind: 'tooLarge' } | { kind: 'unreadable' };

export function readPostedAudio(req: Request): Promise<PostedAudio> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: ASR_LIMITS.maxBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES } });
    } catch {
      // Not multipart at all, or no boundary.
      return resolve({ kind: 'unreadable' });
    }
    let settled = false;
    const settle = (posted: PostedAudio) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      resolve(posted);
    };
    let sample = '';
    let bytes: Buffer | undefined;
    parser.on('field', (name, value) => {
      if (name === 'sample') sample = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file') return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => settle({ kind: 'tooLarge' }));
      stream.on('end', () => {
        bytes = Buffer.concat(chunks);
      });
    });
    parser.on('close', () => {
      // A file input left empty still sends its part, with no bytes.
      if (bytes && bytes.length > 0) return settle({ kind: 'file', bytes });
      settle(sample ? { kind: 'sample', sample } : { kind: 'none' });
    });
    parser.on('error', () => settle({ kind: 'unreadable' }));
    req.on('aborted', () => settle({ kind: 'unreadable' }));
    req.pipe(parser);
  });
}
