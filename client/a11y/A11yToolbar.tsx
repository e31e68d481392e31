/**
 * The 无障碍 toolbar (its own chunk, loaded when an entry first opens it: ./A11yEntry.tsx).
 * Each setting is a class on the root (shared/readingSettings.ts) whose rules every page
 * already has (./settingsCss.ts): a change shows at once, with no re-render of the page,
 * and is kept for the next page. 连读 reads the main content from the reader's place.
 * Escape closes it and gives the focus back to the entry.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SETTING_CLASS, SETTINGS_KEY, type Setting } from '../../shared/readingSettings';
import { TOOLBAR_ID } from './A11yEntry';
import { syncReadingAids } from './readingAids';
import { blocksFromHere, chineseVoice, NO_VOICE_MESSAGE, speak, textOf } from './speech';
import { closeToolbar } from './toolbarState';

/** The accessibility statement (无障碍声明). */
const STATEMENT_PATH = '/accessibility.html';
const OURS = new Set<string>(Object.values(SETTING_CLASS));
const SIZES = [
  { label: '100%', setting: null },
  { label: '125%', setting: 'text125' },
  { label: '150%', setting: 'text150' },
] as const;
const TOGGLES: Array<{ setting: Setting; label: string }> = [
  { setting: 'spacing', label: '加大行距' },
  { setting: 'contrast', label: '高对比度' },
  { setting: 'pointer', label: '大鼠标' },
  { setting: 'guide', label: '阅读线' },
  { setting: 'pointRead', label: '指读' },
];
/** Where the reading is, drawn through the CSSOM (the policy closes style attributes, not it). */
const READING_OUTLINE = '3px solid #c25e00';

type Reading = 'idle' | 'reading' | 'paused';

function ownClasses(): Set<string> {
  return new Set([...document.documentElement.classList].filter((name) => OURS.has(name)));
}

/** On the root now, in storage for the next page; an empty set leaves nothing behind. */
function apply(classes: Set<string>): void {
  const root = document.documentElement.classList;
  OURS.forEach((name) => root.toggle(name, classes.has(name)));
  try {
    if (classes.size) localStorage.setItem(SETTINGS_KEY, [...classes].join(' '));
    else localStorage.removeItem(SETTINGS_KEY);
  } catch {
    // Storage refused (a private window's quota): the settings hold for this page only.
  }
  syncReadingAids();
}

let marked: HTMLElement | null = null;
function mark(el: HTMLElement | null): void {
  if (marked) marked.style.outline = '';
  marked = el;
  if (el) {
    el.style.outline = READING_OUTLINE;
    el.scrollIntoView({ block: 'nearest' });
  }
}

export default function A11yToolbar() {
  const [classes, setClasses] = useState(ownClasses);
  const [reading, setReading] = useState<Reading>('idle');
  const [status, setStatus] = useState('');
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    bar.current?.querySelector<HTMLElement>('button, input')?.focus();
  }, []);

  const change = (next: Set<string>) => {
    apply(next);
    setClasses(next);
  };
  const toggle = (setting: Setting) => {
    const next = new Set(classes);
    const name = SETTING_CLASS[setting];
    if (!next.delete(name)) next.add(name);
    change(next);
  };
  const size = (setting: 'text125' | 'text150' | null) => {
    const next = new Set(classes);
    next.delete(SETTING_CLASS.text125);
    next.delete(SETTING_CLASS.text150);
    if (setting) next.add(SETTING_CLASS[setting]);
    change(next);
  };
  const stop = () => {
    if ('speechSynthesis' in window) window.speechSynthesis.cancel();
    mark(null);
    setReading('idle');
  };
  const readMain = async () => {
    const voice = await chineseVoice();
    if (!voice) {
      setStatus(NO_VOICE_MESSAGE);
      return;
    }
    const main = document.querySelector('main');
    const blocks = main ? blocksFromHere(main) : [];
    if (!blocks.length) return;
    setStatus('正在朗读正文');
    setReading('reading');
    speak(
      voice,
      blocks.map(textOf),
      (index) => mark(blocks[index] ?? null),
      () => {
        mark(null);
        setReading('idle');
        setStatus('朗读结束');
      },
    );
  };
  const pause = () => {
    if (reading === 'paused') {
      window.speechSynthesis.resume();
      setReading('reading');
    } else {
      window.speechSynthesis.pause();
      setReading('paused');
    }
  };
  const reset = () => {
    stop();
    change(new Set());
    setStatus('已恢复默认设置');
  };

  const on = (setting: Setting) => classes.has(SETTING_CLASS[setting]);
  return (
    <Bar
      ref={bar}
      id={TOOLBAR_ID}
      aria-label="无障碍工具"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        closeToolbar();
      }}
    >
      <Care type="button" aria-pressed={on('care')} onClick={() => toggle('care')}>
        关怀模式
      </Care>
      <Sizes>
        <legend>文字大小</legend>
        {SIZES.map(({ label, setting }) => (
          <label key={label}>
            <input type="radio" name="a11y-text-size" checked={setting ? on(setting) : !on('text125') && !on('text150')} onChange={() => size(setting)} />
            {label}
          </label>
        ))}
      </Sizes>
      {TOGGLES.map(({ setting, label }) => (
        <Chip key={setting} type="button" aria-pressed={on(setting)} onClick={() => toggle(setting)}>
          {label}
        </Chip>
      ))}
      <Group role="group" aria-label="朗读">
        <Chip type="button" onClick={() => void readMain()}>
          连读
        </Chip>
        <Chip type="button" disabled={reading === 'idle'} onClick={pause}>
          {reading === 'paused' ? '继续' : '暂停'}
        </Chip>
        <Chip type="button" disabled={reading === 'idle'} onClick={stop}>
          停止
        </Chip>
      </Group>
      <Chip type="button" onClick={reset}>
        重置
      </Chip>
      <Statement href={STATEMENT_PATH}>无障碍声明</Statement>
      <Chip type="button" onClick={closeToolbar}>
        关闭
      </Chip>
      <Status role="status">{status}</Status>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  max-height: 60vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.layout.gutter};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.backgroundSoft};
  /* Not flex gap (Chromium 84): each item keeps its distance on its right and below. */
  & > * { margin: 4px ${({ theme }) => theme.space.sm} 4px 0; }
`;

const Chip = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.textOnDark}; }
  &:disabled { cursor: default; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Care = styled(Chip)`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  border-color: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primary};
  &[aria-pressed='true'] { color: ${({ theme }) => theme.color.textOnDark}; }
`;

const Sizes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  padding: 0;
  border: 0;
  legend { float: left; margin-right: ${({ theme }) => theme.space.sm}; }
  label { display: inline-flex; align-items: center; min-height: 40px; margin-right: ${({ theme }) => theme.space.sm}; cursor: pointer; }
  input { width: 20px; height: 20px; margin: 0 4px 0 0; }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  & > * + * { margin-left: ${({ theme }) => theme.space.sm}; }
`;

const Statement = styled.a`
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
`;

const Status = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.text};
`;
