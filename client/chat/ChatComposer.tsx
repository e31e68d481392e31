/** The chat input: a textarea growing from 1 to 8 rows, and the 发送 button. */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { spaceInRow } from '../ui/flexSpace';
import { TEXTAREA_MAX_ROWS, TEXTAREA_MIN_ROWS } from '../../shared/constants';
import { Icon } from '../ui/Icon';
import { isMacPlatform, keyIntent } from './composerKeys';

export const CHAT_PLACEHOLDER = '问我关于公司产品的问题吧~';
const LINE_HEIGHT_PX = 22;

export function ChatComposer({ onSend }: { onSend: (text: string) => boolean }) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
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
  }, [text]);

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
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Send type="button" onClick={send} aria-label="发送">
        <Icon name="send-horizontal" size={18} />
        <span>发送</span>
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
  font-size: 14px;
  line-height: ${LINE_HEIGHT_PX}px;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  &::placeholder { color: ${({ theme }) => theme.color.textMuted}; }
`;

const Send = styled.button`
  display: inline-flex;
  align-items: center;
  ${spaceInRow('4px')}
  height: 32px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: 14px;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
`;
