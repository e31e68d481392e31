/**
 * What a visitor can do with a finished answer: 复制 (its plain text, then the AI label line
 * and the page's address, so the label goes wherever the text is pasted), 重新生成, rate it
 * 有帮助 / 没帮助 once, and 投诉举报 (the complaint page, in a new tab so the chat stays, with
 * the answer's content id). Small icon buttons, each named for screen readers and shown by its
 * tooltip; 重新生成 spells itself out where the answer did not finish (stopped, interrupted,
 * failed), since that is the one thing to do there.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { aiLabelLine } from '../../shared/aiLabel';
import { complaintHref } from '../../shared/complaintLink';
import { useAppData } from '../appDataContext';
import { toast } from '../toast/store';
import { spaceInRow } from '../ui/flexSpace';
import { Icon } from '../ui/Icon';
import type { ChatMessage, Feedback } from './chatState';
import { copyText } from '../ui/copyText';

export const COPY_LABEL = '复制';
export const COPIED_LABEL = '已复制';
export const REGENERATE_LABEL = '重新生成';
export const REPORT_LABEL = '投诉举报';
export const FEEDBACK_LABELS: Record<Feedback, string> = { up: '有帮助', down: '没帮助' };
/** How long 复制 reads 已复制. */
const COPIED_MS = 2000;

export interface AnswerActionsProps {
  message: ChatMessage;
  /** The element showing the answer's text: what is copied, and selected when copying fails. */
  text: RefObject<HTMLElement | null>;
  /** Another answer is streaming: 重新生成 waits. */
  busy: boolean;
  onRegenerate: () => void;
  onRate: (value: Feedback) => void;
}

export function AnswerActions({ message, text, busy, onRegenerate, onRate }: AnswerActionsProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hasText = message.aiContent !== '';
  const rated = message.feedback !== undefined;
  const label = aiLabelLine(useAppData().site.filings);

  async function copy() {
    const shown = text.current;
    if (!shown) return;
    if (await copyText(`${shown.innerText.trim()}\n\n${label}\n${window.location.href}`, shown)) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      toast.warning('已选中回答内容，请按 Ctrl+C 复制');
    }
  }

  return (
    <Row role="group" aria-label="回答操作">
      {hasText && (
        <Action type="button" title={COPY_LABEL} aria-label={copied ? COPIED_LABEL : COPY_LABEL} onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
          {copied && <span>{COPIED_LABEL}</span>}
        </Action>
      )}
      <Action type="button" title={REGENERATE_LABEL} aria-label={REGENERATE_LABEL} disabled={busy} onClick={onRegenerate}>
        <Icon name="refresh-cw" size={16} />
        {message.end !== 'done' && <span>{REGENERATE_LABEL}</span>}
      </Action>
      {message.end === 'done' &&
        hasText &&
        (['up', 'down'] as const).map((value) => (
          <Action
            key={value}
            type="button"
            title={FEEDBACK_LABELS[value]}
            aria-label={FEEDBACK_LABELS[value]}
            aria-pressed={message.feedback === value}
            aria-disabled={rated}
            $chosen={message.feedback === value}
            onClick={() => onRate(value)}
          >
            <Icon name={value === 'up' ? 'thumbs-up' : 'thumbs-down'} size={16} />
          </Action>
        ))}
      {rated && <Thanks>感谢您的反馈</Thanks>}
      {message.end === 'done' && hasText && (
        <Report href={complaintHref(message.contentId)} target="_blank" rel="noopener" title="对这条回答投诉举报（新窗口）">
          <Icon name="flag" size={14} />
          {REPORT_LABEL}
        </Report>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('2px')}
`;

const Action = styled.button<{ $chosen?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ $chosen, theme }) => ($chosen ? theme.color.background : 'none')};
  color: ${({ $chosen, theme }) => ($chosen ? theme.color.primary : theme.color.textMuted)};
  font-size: 0.75rem;
  cursor: pointer;
  span { margin-left: 4px; }
  &:hover:not(:disabled):not([aria-disabled='true']) { background: ${({ theme }) => theme.color.background}; color: ${({ theme }) => theme.color.primary}; }
  &:disabled { opacity: 0.4; cursor: default; }
  &[aria-disabled='true'] { cursor: default; }
`;

const Report = styled.a`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.75rem;
  svg { margin-right: 4px; }
  &:hover { background: ${({ theme }) => theme.color.background}; color: ${({ theme }) => theme.color.accentText}; }
`;

const Thanks = styled.span`
  margin-left: 6px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
