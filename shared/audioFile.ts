/**
 * What an uploaded audio file is, read from its bytes rather than its name or its declared
 * type: its format (ASR_LIMITS.formats) and its true duration. The server checks an upload
 * with it before anything is forwarded, and the mock upstream answers a file it does not
 * recognize with it. Isomorphic: bytes in, no DOM, no Node.
 */
import type { AsrFormat } from './demos';
import { isM4a, m4aDurationMs } from './audio/m4a';
import { isMp3, mp3DurationMs } from './audio/mp3';
import { isWav, readWav } from './audio/wav';

export type AudioCheck =
  | { kind: 'audio'; format: AsrFormat; durationMs: number }
  /** Of a format the demo takes, but its headers and its bytes disagree (or it is cut short). */
  | { kind: 'unreadable'; format: AsrFormat }
  | { kind: 'notAudio' };

export function readAudio(bytes: Uint8Array): AudioCheck {
  const [format, durationMs] = isWav(bytes)
    ? (['wav', readWav(bytes)?.durationMs ?? null] as const)
    : isM4a(bytes)
      ? (['m4a', m4aDurationMs(bytes)] as const)
      : isMp3(bytes)
        ? (['mp3', mp3DurationMs(bytes)] as const)
        : [null, null];
  if (format === null) return { kind: 'notAudio' };
  return durationMs === null ? { kind: 'unreadable', format } : { kind: 'audio', format, durationMs };
}
