/**
 * The two settings that need script: the reading guide line (a bar across the window that
 * follows the pointer and the focus, to keep the eye on one line) and 指读 (what the pointer
 * rests on, or the focus reaches, is read aloud). `syncReadingAids` starts or stops each as
 * the root's classes say (shared/readingSettings.ts).
 */
import { GUIDE_CLASS, POINT_READ_CLASS } from '../../shared/readingClasses';
import { chineseVoice, READABLE, speak, textOf } from './speech';

/** A pointer passing over the page reads nothing; one that rests this long on a block does. */
const REST_MS = 400;
const GUIDE_HEIGHT_PX = 4;

let guide: HTMLElement | null = null;
let stopPointRead: (() => void) | null = null;

function moveGuide(y: number): void {
  if (guide) guide.style.transform = `translateY(${Math.round(y)}px)`;
}
const onPointerMove = (event: PointerEvent) => moveGuide(event.clientY);
const onFocusIn = (event: FocusEvent) => {
  const rect = (event.target as Element).getBoundingClientRect?.();
  if (rect) moveGuide(rect.bottom + 2);
};

function startGuide(): void {
  if (guide) return;
  guide = document.createElement('div');
  guide.setAttribute('aria-hidden', 'true');
  guide.dataset.readingGuide = '';
  // Through the CSSOM, which the policy's closed style-src-attr does not govern.
  Object.assign(guide.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    right: '0',
    height: `${GUIDE_HEIGHT_PX}px`,
    background: '#c25e00',
    boxShadow: '0 0 0 1px #ffffff',
    pointerEvents: 'none',
    zIndex: '2147483000',
    transform: 'translateY(-10px)',
  });
  document.body.appendChild(guide);
  document.addEventListener('pointermove', onPointerMove, { passive: true });
  document.addEventListener('focusin', onFocusIn);
}

function stopGuide(): void {
  guide?.remove();
  guide = null;
  document.removeEventListener('pointermove', onPointerMove);
  document.removeEventListener('focusin', onFocusIn);
}

/** A block of text, or a control's name (its text, else its label). */
function readableAt(target: EventTarget | null): Element | null {
  if (!(target instanceof Element) || target.closest('[data-reading-guide]')) return null;
  return target.closest(`${READABLE},a,button,summary,label`);
}
const nameOf = (el: Element) => textOf(el) || el.getAttribute('aria-label') || '';

function startPointRead(): () => void {
  let last: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let voice: SpeechSynthesisVoice | undefined;
  void chineseVoice().then((found) => (voice = found));
  const read = (el: Element | null) => {
    if (!el || el === last || !voice) return;
    last = el;
    const text = nameOf(el);
    if (text) speak(voice, [text]);
  };
  const onOver = (event: MouseEvent) => {
    clearTimeout(timer);
    const el = readableAt(event.target);
    timer = setTimeout(() => read(el), REST_MS);
  };
  const onFocus = (event: FocusEvent) => read(readableAt(event.target));
  document.addEventListener('mouseover', onOver);
  document.addEventListener('focusin', onFocus);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('mouseover', onOver);
    document.removeEventListener('focusin', onFocus);
  };
}

export function syncReadingAids(): void {
  const root = document.documentElement.classList;
  if (root.contains(GUIDE_CLASS)) startGuide();
  else stopGuide();
  if (root.contains(POINT_READ_CLASS)) stopPointRead ??= startPointRead();
  else {
    stopPointRead?.();
    stopPointRead = null;
  }
}
