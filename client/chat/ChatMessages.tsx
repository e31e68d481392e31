/** The conversation: welcome and suggestions, then each question with its streamed answer. */
import { type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { spaceInColumn, spaceInRow } from '../ui/flexSpace';
import { STREAM_STATUS } from '../../shared/api';
import { qrImage } from '../../shared/qr';
import { Icon } from '../ui/Icon';
import { ERROR_CONTENT, type ChatMessage } from './chatState';
import { Markdown } from './Markdown';

export const STREAM_ERROR_TEXT = '可能出了点问题~';

interface Props {
  messages: ChatMessage[];
  streaming: boolean;
  questions: string[];
  onAsk: (question: string) => void;
  onRefresh: () => void;
  onOpenWeChat: () => void;
  scroll: { ref: React.RefObject<HTMLDivElement | null>; onScroll: () => void; onWheel: () => void; onTouchMove: () => void };
}

export function ChatMessages({ messages, streaming, questions, onAsk, onRefresh, onOpenWeChat, scroll }: Props) {
  const navigate = useNavigate();
  // Links to this site inside an answer navigate on the client, keeping the chat open.
  function onAnswerClick(event: MouseEvent) {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (href?.startsWith('/') && !link?.target && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      navigate(href);
    }
  }

  return (
    <List
      ref={scroll.ref}
      onScroll={scroll.onScroll}
      onWheel={scroll.onWheel}
      onTouchMove={scroll.onTouchMove}
      aria-busy={streaming}
      data-testid="chat-messages"
    >
      <Bubble $from="ai">
        <p>您好，我是星海传媒集团智能客服，可以为您介绍智媒开放平台的产品、方案与合作方式。您可以这样问我：</p>
        <Suggestions aria-label="推荐问题">
          {questions.map((q) => (
            <li key={q}>
              <Suggestion type="button" onClick={() => onAsk(q)}>
                {q}
              </Suggestion>
            </li>
          ))}
        </Suggestions>
        <Swap type="button" onClick={onRefresh}>
          <Icon name="refresh-cw" size={14} />
          换一换
        </Swap>
      </Bubble>
      {messages.map((m) => (
        <Turn key={m.id} data-testid="chat-turn">
          <Bubble $from="me">{m.meContent}</Bubble>
          <Bubble $from="ai" onClick={onAnswerClick} data-testid="chat-answer">
            {m.aiContent === '' ? (
              <Typing role="img" aria-label="正在回答">
                <i />
                <i />
                <i />
              </Typing>
            ) : m.aiContent === ERROR_CONTENT ? (
              <p>{m.errorDesc ?? STREAM_ERROR_TEXT}</p>
            ) : (
              <Markdown text={m.aiContent} />
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
        </Turn>
      ))}
    </List>
  );
}

const List = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  ${spaceInColumn('md')}
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.backgroundSoft};
  overscroll-behavior: contain;
`;

const Turn = styled.div`
  display: flex;
  flex-direction: column;
  ${spaceInColumn('md')}
`;

const Bubble = styled.div<{ $from: 'me' | 'ai' }>`
  max-width: 88%;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-size: 14px;
  line-height: 1.7;
  word-break: break-word;
  ${({ $from, theme }) =>
    $from === 'me'
      ? `align-self: flex-end; white-space: pre-wrap; background: ${theme.color.primary}; color: ${theme.color.textOnDark}; border-bottom-right-radius: 2px;`
      : `align-self: flex-start; background: ${theme.color.background}; color: ${theme.color.text}; border-bottom-left-radius: 2px; box-shadow: ${theme.shadow.card};`}
  p + p, p + ul, p + ol, ul + p, ol + p { margin-top: 6px; }
  ul, ol { padding-left: 1.2em; }
  ul { list-style: disc; }
  ol { list-style: decimal; }
  a { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; }
`;

const Suggestions = styled.ul`
  && { list-style: none; padding-left: 0; }
  display: grid;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Suggestion = styled.button`
  width: 100%;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.backgroundSoft};
  color: ${({ theme }) => theme.color.primaryDark};
  font-size: 13px;
  text-align: left;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Swap = styled.button`
  display: inline-flex;
  align-items: center;
  /* The icon leads the label, which is text: flex gap came in Chromium 84. */
  svg { margin-right: 4px; }
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Typing = styled.span`
  display: inline-flex;
  ${spaceInRow('4px')}
  padding: 6px 0;
  i {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
    animation: ${blink} 1.2s infinite;
  }
  i:nth-child(2) { animation-delay: 0.2s; }
  i:nth-child(3) { animation-delay: 0.4s; }
`;

const Handover = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('sm')}
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: 13px;
  color: ${({ theme }) => theme.color.textSecondary};
  button { padding: 0; border: 1px solid ${({ theme }) => theme.color.border}; background: #fff; cursor: zoom-in; }
`;
