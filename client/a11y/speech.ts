/**
 * Reading aloud through the browser's own speech synthesis, in a Chinese voice (zh-CN where
 * the system has one, another Chinese one else): no third-party script, no audio from us.
 * Each block is an utterance of its own, queued in order: Chromium stops a single long
 * utterance after some 15 s, and a block at a time lets the page show where the reading is.
 */

export const NO_VOICE_MESSAGE = '当前浏览器没有可用的中文语音，无法朗读。请改用系统自带的读屏软件，或换用 Edge、Chrome 浏览器。';

/** The blocks of text read one by one, in the order of the page. */
export const READABLE = 'h1,h2,h3,h4,p,li,dt,dd,th,td,figcaption,blockquote';

/**
 * Chromium lists its voices only after the first call and says so with `voiceschanged`,
 * within a few hundred milliseconds; a system with none never says it.
 */
const VOICE_WAIT_MS = 2000;

const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();

function pickVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  return voices.find((voice) => langOf(voice) === 'zh-cn') ?? voices.find((voice) => langOf(voice).startsWith('zh'));
}

export function chineseVoice(): Promise<SpeechSynthesisVoice | undefined> {
  if (!('speechSynthesis' in window)) return Promise.resolve(undefined);
  const now = pickVoice();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.speechSynthesis.removeEventListener('voiceschanged', done);
      resolve(pickVoice());
    };
    const timer = setTimeout(done, VOICE_WAIT_MS);
    window.speechSynthesis.addEventListener('voiceschanged', done);
  });
}

export const textOf = (el: Element) => ((el as HTMLElement).innerText || el.textContent || '').replace(/\s+/g, ' ').trim();

/** Says `texts` in order, dropping what was being said; `onBlock(i)` as each begins, `onDone` after the last. */
export function speak(voice: SpeechSynthesisVoice, texts: string[], onBlock?: (index: number) => void, onDone?: () => void): void {
  const synth = window.speechSynthesis;
  synth.cancel();
  texts.forEach((text, index) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    if (onBlock) utterance.onstart = () => onBlock(index);
    if (onDone && index === texts.length - 1) utterance.onend = onDone;
    synth.speak(utterance);
  });
}

/**
 * The readable blocks of `main` from the reader's place: the block that holds the focus, or
 * else the first not scrolled past. Only the innermost blocks (a list item's paragraph, not
 * the item too), only those shown.
 */
export function blocksFromHere(main: HTMLElement): HTMLElement[] {
  const blocks = [...main.querySelectorAll<HTMLElement>(READABLE)].filter(
    (el) => !el.querySelector(READABLE) && el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]') && textOf(el) !== '',
  );
  const focused = document.activeElement;
  const at = focused && focused !== main && main.contains(focused) ? blocks.findIndex((el) => el.contains(focused) || focused.contains(el)) : -1;
  const start = at >= 0 ? at : blocks.findIndex((el) => el.getBoundingClientRect().bottom > 0);
  return start < 0 ? [] : blocks.slice(start);
}
