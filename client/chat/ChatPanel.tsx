/**
 * The AI customer-service chat (联系咨询): floating in the widget, or chromeless in the
 * /aiCs.html frame. Loaded on first open, so it costs the first paint nothing.
 */
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { spaceInRow } from '../ui/flexSpace';
import { Icon } from '../ui/Icon';
import { toast } from '../toast/store';
import { WeChatDialog } from '../widget/WeChatDialog';
import { ChatComposer } from './ChatComposer';
import { ChatMessages, STREAM_ERROR_TEXT } from './ChatMessages';
import { ERROR_CONTENT, sendVerdict } from './chatState';
import { useAutoScroll } from './useAutoScroll';
import { useChatStream } from './useChatStream';
import { useSuggestions } from './useSuggestions';

export const ANSWERING_WARNING = '智能客服正在回答中~';
export const HUMAN_SERVICE_LABEL = '人工服务';
export const CHAT_AGREEMENT_PATH = '/chat-agreement.html';

export interface ChatPanelProps {
  /** Chromeless: fills its frame, no close control. */
  embedded?: boolean;
  onClose?: () => void;
  /** A question to suggest first: the one a product page's 在线咨询 opened the chat with. */
  first?: string;
}

export default function ChatPanel({ embedded = false, onClose, first }: ChatPanelProps) {
  const { state, ask } = useChatStream();
  const { questions, refresh } = useSuggestions();
  const [weChatOpen, setWeChatOpen] = useState(false);
  const scroll = useAutoScroll<HTMLDivElement>(state.messages);
  const titleId = useId();

  function send(text: string): boolean {
    const verdict = sendVerdict(state, text);
    if (verdict === 'empty') return false;
    if (verdict === 'busy') {
      toast.warning(ANSWERING_WARNING);
      return false;
    }
    ask(text.trim());
    return true;
  }

  // Announce each finished answer once, politely, instead of every streamed piece.
  const [announcement, setAnnouncement] = useState('');
  const last = state.messages[state.messages.length - 1];
  useEffect(() => {
    if (state.streaming || !last) return;
    setAnnouncement(last.aiContent === ERROR_CONTENT ? (last.errorDesc ?? STREAM_ERROR_TEXT) : last.aiContent);
  }, [state.streaming, last]);

  return (
    <Panel role={embedded ? 'region' : 'dialog'} aria-labelledby={titleId} $embedded={embedded}>
      <Head>
        <Avatar aria-hidden="true">AI</Avatar>
        <div>
          <Title id={titleId}>星海智能客服</Title>
          <Status>AI助手 · 7×24小时在线</Status>
        </div>
        <Human type="button" onClick={() => send(HUMAN_SERVICE_LABEL)}>
          <Icon name="headset" size={16} />
          {HUMAN_SERVICE_LABEL}
        </Human>
        {onClose && (
          <Close type="button" aria-label="关闭对话" onClick={onClose}>
            ×
          </Close>
        )}
      </Head>
      <ChatMessages
        messages={state.messages}
        streaming={state.streaming}
        questions={first ? [first, ...questions.filter((q) => q !== first)] : questions}
        onAsk={send}
        onRefresh={refresh}
        onOpenWeChat={() => setWeChatOpen(true)}
        scroll={scroll}
      />
      <Foot>
        <ChatComposer onSend={send} />
        <Disclaimer href={CHAT_AGREEMENT_PATH} target="_blank" rel="noopener">
          内容由AI生成，仅供参考
        </Disclaimer>
      </Foot>
      <Announcer aria-live="polite">{announcement}</Announcer>
      <WeChatDialog open={weChatOpen} onClose={() => setWeChatOpen(false)} />
    </Panel>
  );
}

const Panel = styled.section<{ $embedded: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
  border-radius: ${({ $embedded, theme }) => ($embedded ? '0' : theme.radius.large)};
  box-shadow: ${({ $embedded }) => ($embedded ? 'none' : '0 16px 48px rgba(11, 26, 58, 0.22)')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('10px')}
  padding: 12px 14px;
  background: linear-gradient(110deg, ${({ theme }) => theme.color.primaryDark}, ${({ theme }) => theme.color.primary});
  color: ${({ theme }) => theme.color.textOnDark};
  > div { flex: 1; min-width: 0; }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Title = styled.h2`
  font-size: 16px;
  line-height: 1.3;
`;

const Status = styled.p`
  font-size: 12px;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`;

const Human = styled.button`
  display: inline-flex;
  align-items: center;
  /* The icon leads the label, which is text: flex gap came in Chromium 84. */
  svg { margin-right: 4px; }
  height: 30px;
  padding: 0 10px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: 13px;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
`;

const Close = styled.button`
  width: 30px;
  height: 30px;
  border: 0;
  background: none;
  color: inherit;
  font-size: 22px;
  cursor: pointer;
`;

const Foot = styled.div`
  display: grid;
  gap: 6px;
  padding: 10px 12px 8px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Disclaimer = styled.a`
  justify-self: center;
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  &:hover { color: ${({ theme }) => theme.color.primary}; }
`;

const Announcer = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;
