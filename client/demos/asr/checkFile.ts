/**
 * What the panel can tell of a chosen file before sending it (the server checks all of it
 * again): its size, its format by name, and its length where the browser can read it.
 */
import { ASR_LIMITS, DEMO_MESSAGES, type AsrFormat } from '../../../shared/demos';

/** Past this a file whose length the browser cannot read is sent anyway: the server measures it. */
const METADATA_WAIT_MS = 3000;

export function formatOf(name: string): AsrFormat | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return (ASR_LIMITS.formats as readonly string[]).includes(extension) ? (extension as AsrFormat) : undefined;
}

/** Seconds, or undefined where the browser cannot tell (a format it does not play). */
function durationOf(file: Blob): Promise<number | undefined> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    const url = URL.createObjectURL(file);
    const done = (seconds?: number) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      audio.removeAttribute('src');
      resolve(seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined);
    };
    const timer = setTimeout(() => done(), METADATA_WAIT_MS);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done();
    audio.src = url;
  });
}

/** The refusal to show at once, or undefined when the file may be sent. */
export async function refusalOf(file: File): Promise<string | undefined> {
  if (!formatOf(file.name)) return DEMO_MESSAGES.audioFormat;
  if (file.size > ASR_LIMITS.maxBytes) return DEMO_MESSAGES.audioTooLarge;
  const seconds = await durationOf(file);
  if (seconds !== undefined && seconds > ASR_LIMITS.maxSeconds) return DEMO_MESSAGES.audioTooLong;
  if (seconds !== undefined && seconds < ASR_LIMITS.minSeconds) return DEMO_MESSAGES.audioTooShort;
  return undefined;
}
