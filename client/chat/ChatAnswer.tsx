/**
 * One answer: its text as it streams, how it ended when it did not simply finish (已停止,
 * 回答已中断, or the error line after what had come), the WeChat QR of a hand-over, link
 * cards to the products it names, and, once it has ended, its AI生成 badge (seen, and heard as
 * a sentence) and the actions on it. The element keeps the answer's content id (data-content-id),
 * the implicit label the server gave it.
 */
import { useMemo, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { AI_BADGE_SPOKEN, AI_BADGE_TEXT } from '../../shared/aiLabel';
import { STREAM_STATUS } from '../../shared/api';
import { qrImage } from '../../shared/qr';
import { spaceInColumn, spaceInRow } from '../ui/flexSpace';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { AnswerActions } from './AnswerActions';
import { Bubble, Typing } from './Bubble';
import { isFinished, type ChatMessage, type Feedback } from './chatState';
import { Markdown } from './Markdown';
import { productsNamed } from './productLinks';

export const STREAM_ERROR_TEXT = '可能出了点问题~';
export const STOPPED_TEXT = '已停止';
export const INTERRUPTED_TEXT = '回答已中断';

export interface ChatAnswerProps {
  message: ChatMessage;
  /** Another answer is streaming. */
  busy: boolean;
  onLinkClick: (event: MouseEvent) => void;
  onOpenWeChat: () => void;
  onRegenerate: (message: ChatMessage) => void;
  onRate: (message: ChatMessage, value: Feedback) => void;
}

/** What an answer that did not simply finish says of itself, after its text. */
export function endNote(message: ChatMessage): string | null {
  if (message.end === 'failed') return message.errorDesc ?? STREAM_ERROR_TEXT;
  if (message.end === 'stopped') return STOPPED_TEXT;
  if (message.end === 'interrupted') return INTERRUPTED_TEXT;
  return null;
}

export function ChatAnswer({ message: m, busy, onLinkClick, onOpenWeChat, onRegenerate, onRate }: ChatAnswerProps) {
  const text = useRef<HTMLDivElement>(null);
  const products = useMemo(() => (m.end === 'done' ? productsNamed(m.aiContent) : []), [m.end, m.aiContent]);
  const note = endNote(m);
  return (
    <Answer>
      <Bubble $from="ai" onClick={onLinkClick} data-testid="chat-answer" data-end={m.end} data-content-id={m.contentId}>
        {m.aiContent !== '' ? (
          <div ref={text}>
            <Markdown text={m.aiContent} />
          </div>
        ) : (
          m.end === 'streaming' && (
            <Typing role="img" aria-label="正在回答">
              <i />
              <i />
              <i />
            </Typing>
          )
        )}
        {note && (
          <Note $error={m.end === 'failed'} $alone={m.aiContent === ''}>
            {note}
          </Note>
        )}
        {m.status === STREAM_STATUS.humanService && (
          <Handover>
            <button type="button" onClick={onOpenWeChat} aria-label="放大专属微信客服二维码">
              <img src={qrImage('wechat')} alt="专属微信客服二维码" width={120} height={120} />
            </button>
            <span>扫码咨询</span>
          </Handover>
        )}
      </Bubble>
      {products.map((page) => (
        <Card key={page.path} to={page.path}>
          <span>
            <strong>{page.name}</strong>
            {page.description && <small>{page.description}</small>}
          </span>
          <em>
            查看产品
            <Icon name="chevron-right" size={14} />
          </em>
        </Card>
      ))}
      {isFinished(m) && (
        <Foot>
          {m.aiContent !== '' && (
            <Badge data-testid="ai-badge">
              <Icon name="sparkles" size={12} />
              <span aria-hidden="true">{AI_BADGE_TEXT}</span>
              <Spoken>{AI_BADGE_SPOKEN}</Spoken>
            </Badge>
          )}
          <AnswerActions message={m} text={text} busy={busy} onRegenerate={() => onRegenerate(m)} onRate={(value) => onRate(m, value)} />
        </Foot>
      )}
    </Answer>
  );
}

const Answer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  ${spaceInColumn('6px')}
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  height: 20px;
  margin-right: 6px;
  padding: 0 7px;
  border: 1px solid #c9d8ff;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #eef3ff;
  color: ${({ theme }) => theme.color.primaryDark};
  font-size: 0.6875rem;
  line-height: 1;
  white-space: nowrap;
  svg { margin-right: 3px; }
`;

const Spoken = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Note = styled.p<{ $error: boolean; $alone: boolean }>`
  && { margin-top: ${({ $alone }) => ($alone ? '0' : '6px')}; }
  font-size: ${({ $alone }) => ($alone ? '0.875rem' : '0.75rem')};
  color: ${({ $error, $alone, theme }) => ($alone ? theme.color.text : $error ? theme.color.accentText : theme.color.textMuted)};
`;

const Handover = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('sm')}
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textSecondary};
  button { padding: 0; border: 1px solid ${({ theme }) => theme.color.border}; background: #fff; cursor: zoom-in; }
`;

const Card = styled(Link)`
  display: flex;
  align-items: center;
  width: 88%;
  max-width: 320px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  transition: border-color ${({ theme }) => theme.motion.fast};
  > span { flex: 1; min-width: 0; }
  strong { display: block; font-size: 0.875rem; color: ${({ theme }) => theme.color.navy}; }
  small { display: block; overflow: hidden; font-size: 0.75rem; color: ${({ theme }) => theme.color.textMuted}; white-space: nowrap; text-overflow: ellipsis; }
  em { display: inline-flex; align-items: center; flex: none; margin-left: 10px; font-size: 0.75rem; font-style: normal; color: ${({ theme }) => theme.color.primary}; }
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;
