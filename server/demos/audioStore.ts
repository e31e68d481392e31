/**
 * The synthesized files the panels hand out, by id. The presets at their default speed and
 * pitch, the voices' samples and the sample recordings are kept for good: a few dozen files,
 * so a crowd costs the upstream one call each. Everything else is kept DEMO_AUDIO_KEEP_MS (long
 * enough to listen, then 下载), within MAX_RECENT_BYTES, the oldest going first. Two visitors
 * asking for the same file at once share one upstream call.
 */
import { DEMO_AUDIO_KEEP_MS } from '../../shared/demos';
import type { DemoFailure } from './demoOutcome';

/** Some two hundred minute-long files: a busy hour's free texts, held in memory. */
export const MAX_RECENT_BYTES = 128 * 1024 * 1024;

export interface StoredAudio {
  id: string;
  /** The labelled WAV. */
  wav: Buffer;
  durationMs: number;
  contentId: string;
}

type Made = StoredAudio | DemoFailure;

export class AudioStore {
  private readonly kept = new Map<string, StoredAudio>();
  /** By id, oldest first; `key` finds it again for the same text and settings. */
  private readonly recent = new Map<string, { audio: StoredAudio; key: string; until: number }>();
  private readonly recentByKey = new Map<string, string>();
  private readonly making = new Map<string, Promise<Made>>();
  private recentBytes = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxRecentBytes = MAX_RECENT_BYTES,
  ) {}

  get(id: string): StoredAudio | undefined {
    this.expire();
    return this.kept.get(id) ?? this.recent.get(id)?.audio;
  }

  /** The file `key` names, made by `make` only when neither kept nor being made. */
  obtain(key: string, forGood: boolean, make: () => Promise<Made>): Promise<Made> {
    this.expire();
    const known = forGood ? this.kept.get(key) : this.get(this.recentByKey.get(key) ?? '');
    if (known) return Promise.resolve(known);
    let pending = this.making.get(key);
    if (!pending) {
      pending = make()
        .then((made) => {
          if (!('ok' in made)) this.keep(key, forGood, made);
          return made;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, forGood: boolean, audio: StoredAudio): void {
    if (forGood) return void this.kept.set(key, audio);
    this.recent.set(audio.id, { audio, key, until: this.now() + DEMO_AUDIO_KEEP_MS });
    this.recentByKey.set(key, audio.id);
    this.recentBytes += audio.wav.length;
    for (const [id] of this.recent) {
      if (this.recentBytes <= this.maxRecentBytes) break;
      this.drop(id);
    }
  }

  private expire(): void {
    const now = this.now();
    for (const [id, { until }] of this.recent) {
      // Oldest first: the first still valid ends the sweep.
      if (until > now) break;
      this.drop(id);
    }
  }

  private drop(id: string): void {
    const held = this.recent.get(id);
    if (!held) return;
    this.recent.delete(id);
    if (this.recentByKey.get(held.key) === id) this.recentByKey.delete(held.key);
    this.recentBytes -= held.audio.wav.length;
  }
}
