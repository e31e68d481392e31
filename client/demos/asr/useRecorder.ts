/**
 * Recording from the microphone with MediaRecorder, handed over as the WAV the demo accepts
 * (./wavFile.ts). Where the browser has no MediaRecorder, getUserMedia or AudioContext (an
 * old engine, a page over http), `supported` is false and the panel offers upload only.
 */
import { useEffect, useRef, useState } from 'react';
import { ASR_LIMITS, DEMO_MESSAGES } from '../../../shared/demos';
import { wavOf } from './wavFile';

export const MIC_REFUSED = '无法使用麦克风，请在浏览器中允许访问麦克风，或上传音频文件';

type AudioContextClass = typeof AudioContext;
/** Safari 14 names it webkitAudioContext; the floor's oldest engines may have neither. */
const audioContextClass = (): AudioContextClass | undefined => {
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
};

function recordingPossible(): boolean {
  return typeof MediaRecorder === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' && audioContextClass() !== undefined;
}

export interface Recorder {
  /** Null until the panel has run in the browser: the server cannot tell. */
  supported: boolean | null;
  recording: boolean;
  seconds: number;
  start(): Promise<void>;
  stop(): void;
}

export function useRecorder(onRecorded: (wav: Blob) => void, onRefused: (message: string) => void): Recorder {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => setSupported(recordingPossible()), []);
  useEffect(() => {
    if (!recording) return;
    const tick = setInterval(() => setSeconds((s) => s + 1), 1000);
    // The limit the server holds it to: the recording stops there rather than be refused.
    const cap = setTimeout(() => recorder.current?.stop(), ASR_LIMITS.maxSeconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(cap);
    };
  }, [recording]);
  useEffect(() => () => recorder.current?.stop(), []);

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return onRefused(MIC_REFUSED);
    }
    const chunks: Blob[] = [];
    // eslint-disable-next-line compat/compat -- only offered where recordingPossible() found it
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setRecording(false);
      void toWav(new Blob(chunks, { type: media.mimeType })).then(
        (wav) => (wav ? onRecorded(wav) : onRefused(DEMO_MESSAGES.audioTooShort)),
        () => onRefused(DEMO_MESSAGES.audioUnreadable),
      );
    };
    recorder.current = media;
    media.start();
    setSeconds(0);
    setRecording(true);
  }

  return { supported, recording, seconds, start, stop: () => recorder.current?.stop() };
}

/** The recording as WAV, or null when it is too short to hold a word. */
async function toWav(recorded: Blob): Promise<Blob | null> {
  const Context = audioContextClass()!;
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await recorded.arrayBuffer());
    if (buffer.duration < ASR_LIMITS.minSeconds) return null;
    return wavOf(buffer.getChannelData(0), buffer.sampleRate);
  } finally {
    void context.close();
  }
}
