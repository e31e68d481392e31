/**
 * The chat input: a textarea growing from 1 to 8 rows, and the 发送 button, which is
 * 停止生成 while an answer streams. The text is held to the length a question may have:
 * a paste past it is cut there, with the server's own message, so a paste of 100,000
 * characters never lays out 100,000 characters.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { spaceInRow } from '../ui/flexSpace';
import { TEXTAREA_MAX_ROWS, TEXTAREA_MIN_ROWS } from '../../shared/constants';
import { CHAT_CONTENT_MAX, MESSAGES } from '../../shared/messages';
import { toast } from '../toast/store';
import { Icon } from '../ui/Icon';
import { isMacPlatform, keyIntent } from './composerKeys';

export const CHAT_PLACEHOLDER = '问我关于公司产品的问题吧~';
export const STOP_LABEL = '停止生成';
const LINE_HEIGHT_PX = 22;

/** At most `max` characters, never half of a surrogate pair at the cut. */
export function capLength(text: string, max = CHAT_CONTENT_MAX): string {
  return text.length > max ? text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '') : text;
}

export interface ChatComposerProps {
  onSend: (text: string) => boolean;
  /** An answer is streaming: the button stops it. */
  streaming: boolean;
  onStop: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

export function ChatComposer({ onSend, streaming, onStop, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const ownArea = useRef<HTMLTextAreaElement>(null);
  const area = inputRef ?? ownArea;
  /** Where the caret goes after an inserted newline, applied in the same commit. */
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    // Measure at one row, then grow to fit, up to the maximum (then it scrolls). Set on the
    // element directly: React keeps the constant `rows` prop and never fights this.
    el.rows = TEXTAREA_MIN_ROWS;
    const lines = Math.round((el.scrollHeight - paddingOf(el)) / LINE_HEIGHT_PX);
    el.rows = Math.min(TEXTAREA_MAX_ROWS, Math.max(TEXTAREA_MIN_ROWS, lines));
    if (caret.current !== null) {
      el.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text, area]);

  function onChange(value: string) {
    if (value.length > CHAT_CONTENT_MAX) toast.warning(MESSAGES.askTooLong);
    setText(capLength(value));
  }

  function send() {
    if (onSend(text)) setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const intent = keyIntent({ ...event, isComposing: event.nativeEvent.isComposing }, isMacPlatform(navigator.platform));
    if (intent === 'default') return;
    event.preventDefault();
    if (intent === 'send') return send();
    const { selectionStart: start, selectionEnd: end } = event.currentTarget;
    caret.current = start + 1;
    setText(`${text.slice(0, start)}\n${text.slice(end)}`);
  }

  return (
    <Bar>
      <Input
        ref={area}
        rows={TEXTAREA_MIN_ROWS}
        value={text}
        placeholder={CHAT_PLACEHOLDER}
        aria-label="输入您的问题"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {/* One button either way, so the focus stays on it when an answer ends or is stopped. */}
      <Send type="button" onClick={streaming ? onStop : send} aria-label={streaming ? STOP_LABEL : '发送'} $stop={streaming}>
        <Icon name={streaming ? 'square' : 'send-horizontal'} size={streaming ? 14 : 18} />
        <span>{streaming ? '停止' : '发送'}</span>
      </Send>
    </Bar>
  );
}

function paddingOf(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
}

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  ${spaceInRow('sm')}
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  &:focus-within { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  padding: 4px;
  border: 0;
  outline: none;
  resize: none;
  font: inherit;
  font-size: 0.875rem;
  line-height: ${LINE_HEIGHT_PX}px;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  &::placeholder { color: ${({ theme }) => theme.color.textMuted}; }
`;

const Send = styled.button<{ $stop: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${spaceInRow('4px')}
  flex: none;
  min-width: 72px;
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ $stop, theme }) => ($stop ? theme.color.border : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ $stop, theme }) => ($stop ? theme.color.background : theme.color.primary)};
  color: ${({ $stop, theme }) => ($stop ? theme.color.text : theme.color.textOnDark)};
  font-size: 0.875rem;
  cursor: pointer;
  &:hover {
    background: ${({ $stop, theme }) => ($stop ? theme.color.backgroundSoft : theme.color.primaryHover)};
  }
`;
