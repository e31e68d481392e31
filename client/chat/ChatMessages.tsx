/** The conversation: welcome and suggestions, then each question with its answer. */
import { type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { spaceInColumn } from '../ui/flexSpace';
import { Icon } from '../ui/Icon';
import { Bubble } from './Bubble';
import { ChatAnswer } from './ChatAnswer';
import type { ChatMessage, Feedback } from './chatState';

interface Props {
  messages: ChatMessage[];
  streaming: boolean;
  questions: string[];
  onAsk: (question: string) => void;
  onRefresh: () => void;
  onOpenWeChat: () => void;
  onRegenerate: (message: ChatMessage) => void;
  onRate: (message: ChatMessage, index: number, value: Feedback) => void;
  scroll: { ref: React.RefObject<HTMLDivElement | null>; onScroll: () => void; onWheel: () => void; onTouchMove: () => void };
}

export function ChatMessages({ messages, streaming, questions, onAsk, onRefresh, onOpenWeChat, onRegenerate, onRate, scroll }: Props) {
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
      {messages.map((m, index) => (
        <Turn key={m.id} data-testid="chat-turn">
          <Bubble $from="me">{m.meContent}</Bubble>
          <ChatAnswer
            message={m}
            busy={streaming}
            onLinkClick={onAnswerClick}
            onOpenWeChat={onOpenWeChat}
            onRegenerate={onRegenerate}
            onRate={(message, value) => onRate(message, index, value)}
          />
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
  font-size: 0.8125rem;
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
  font-size: 0.8125rem;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;
