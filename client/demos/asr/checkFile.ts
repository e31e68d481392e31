/**
 * What the panel can tell of a chosen file before sending it, by the rules the server holds it
 * to (shared/audioFile.ts reads the format and the true length from the bytes, as the server
 * does): its size, its format, and its length. The server checks all of it again.
 */
import { readAudio } from '../../../shared/audioFile';
import { ASR_LIMITS, DEMO_MESSAGES } from '../../../shared/demos';

/** The refusal to show at once, or undefined when the file may be sent. */
export async function refusalOf(file: Blob): Promise<string | undefined> {
  // Before reading it: a file of a gigabyte is never read into the page.
  if (file.size > ASR_LIMITS.maxBytes) return DEMO_MESSAGES.audioTooLarge;
  const audio = readAudio(new Uint8Array(await file.arrayBuffer()));
  if (audio.kind === 'notAudio') return DEMO_MESSAGES.audioFormat;
  if (audio.kind === 'unreadable') return DEMO_MESSAGES.audioUnreadable;
  if (audio.durationMs > ASR_LIMITS.maxSeconds * 1000) return DEMO_MESSAGES.audioTooLong;
  if (audio.durationMs < ASR_LIMITS.minSeconds * 1000) return DEMO_MESSAGES.audioTooShort;
  return undefined;
}
