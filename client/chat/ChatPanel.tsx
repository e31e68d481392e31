/**
 * The AI customer-service chat (联系咨询): floating in the widget, or chromeless in the
 * /aiCs.html frame. Loaded on first open, so it costs the first paint nothing.
 *
 * Kept across reloads (./chatStorage.ts) until 新对话; 停止生成 while an answer streams;
 * each finished answer announced once to screen readers, and counted on the 联系咨询 button
 * when it finished while the chat was closed (client/widget/unread.tsx). On a phone it is a
 * full-screen sheet that keeps the focus inside it and fits above the on-screen keyboard.
 *
 * Its AI label (./AiLabelBar.tsx) sits under the head, outside the scrolling conversation, so
 * it is always in view; 下载对话 exports the conversation, label first (./transcript.ts, loaded
 * on use).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../../shared/messages';
import { useAppData } from '../appDataContext';
import { below } from '../theme';
import { toast } from '../toast/store';
import { FOCUSABLE } from '../ui/Dialog';
import { spaceInRow } from '../ui/flexSpace';
import { Icon } from '../ui/Icon';
import { addUnread } from '../widget/unread';
import { WeChatDialog } from '../widget/WeChatDialog';
import { AiLabelBar } from './AiLabelBar';
import { endNote } from './ChatAnswer';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { sendVerdict } from './chatState';
import { useAutoScroll } from './useAutoScroll';
import { useChatStream } from './useChatStream';
import { useSuggestions } from './useSuggestions';
import { SHEET_QUERY, useVisibleHeight } from './useVisibleHeight';

export const ANSWERING_WARNING = '智能客服正在回答中~';
export const HUMAN_SERVICE_LABEL = '人工服务';
export const NEW_CONVERSATION_LABEL = '新对话';
export const CHAT_AGREEMENT_PATH = '/chat-agreement.html';
export const DOWNLOAD_LABEL = '下载对话';
/** The smallest target a finger hits reliably (WCAG 2.5.5): the sheet's close control. */
const TOUCH_TARGET_PX = 44;

export interface ChatPanelProps {
  /** Chromeless: fills its frame, no close control. */
  embedded?: boolean;
  /** Shown (the widget keeps the chat mounted while closed, its answer still coming). */
  open?: boolean;
  onClose?: () => void;
  /** A question to suggest first: the one a product page's 在线咨询 opened the chat with. */
  first?: string;
}

const isSheet = () => window.matchMedia(SHEET_QUERY).matches;

export default function ChatPanel({ embedded = false, open = true, onClose, first }: ChatPanelProps) {
  const { state, ask, regenerate, stop, rate, clear } = useChatStream();
  const { questions, refresh } = useSuggestions();
  const [weChatOpen, setWeChatOpen] = useState(false);
  const scroll = useAutoScroll<HTMLDivElement>(state.messages);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { filings } = useAppData().site;
  useVisibleHeight(panel, open && !embedded);

  function download() {
    import('./transcript').then(
      ({ downloadTranscript }) => downloadTranscript(state.messages, filings),
      () => toast.warning('下载失败，请稍后重试'),
    );
  }

  function send(text: string): boolean {
    const verdict = sendVerdict(state, text);
    if (verdict === 'empty') toast.warning(MESSAGES.askEmpty);
    else if (verdict === 'tooLong') toast.warning(MESSAGES.askTooLong);
    else if (verdict === 'busy') toast.warning(ANSWERING_WARNING);
    else ask(text.trim());
    return verdict === 'send';
  }

  // On opening, the focus goes in: to the input with a keyboard at hand, to the sheet itself
  // on a phone, where focusing the input would cover half of it with the on-screen keyboard.
  useEffect(() => {
    if (!open || embedded) return;
    (isSheet() ? panel.current : input.current)?.focus();
  }, [open, embedded]);

  // Each answer, once it has ended, is announced once (politely, never piece by piece); one
  // that ended while the chat was closed is counted on the 联系咨询 button instead.
  const [announcement, setAnnouncement] = useState('');
  const answering = useRef<number | null>(null);
  const shown = useRef(open);
  shown.current = open;
  useEffect(() => {
    const ended = answering.current;
    answering.current = state.activeId;
    if (ended === null || ended === state.activeId) return;
    const message = state.messages.find((m) => m.id === ended);
    if (!message || message.end === 'stopped') return;
    if (shown.current) setAnnouncement(`智能客服回答：${message.aiContent}${endNote(message) ?? ''}`);
    else addUnread();
  }, [state.activeId, state.messages]);

  function onKeyDown(event: KeyboardEvent) {
    // At a phone's width the sheet covers the page: Tab goes round inside it.
    if (event.key !== 'Tab' || embedded || !panel.current || !isSheet()) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const at = document.activeElement;
    if (event.shiftKey && (at === first || at === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && at === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Panel
      ref={panel}
      role={embedded ? 'region' : 'dialog'}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      $embedded={embedded}
    >
      <Head>
        <Avatar aria-hidden="true">AI</Avatar>
        <div>
          <Title id={titleId}>星海智能客服</Title>
          <Status>7×24小时在线</Status>
        </div>
        <Human type="button" onClick={() => send(HUMAN_SERVICE_LABEL)}>
          <Icon name="headset" size={16} />
          {HUMAN_SERVICE_LABEL}
        </Human>
        <HeadIcon type="button" aria-label={NEW_CONVERSATION_LABEL} title={NEW_CONVERSATION_LABEL} disabled={state.messages.length === 0} onClick={clear}>
          <Icon name="message-square-plus" size={20} />
        </HeadIcon>
        {onClose && (
          <HeadIcon type="button" aria-label="关闭对话" title="关闭" onClick={onClose}>
            <Icon name="x" size={22} />
          </HeadIcon>
        )}
      </Head>
      <AiLabelBar />
      <ChatMessages
        messages={state.messages}
        streaming={state.streaming}
        questions={first ? [first, ...questions.filter((q) => q !== first)] : questions}
        onAsk={send}
        onRefresh={refresh}
        onOpenWeChat={() => setWeChatOpen(true)}
        onRegenerate={regenerate}
        onRate={rate}
        scroll={scroll}
      />
      <Foot>
        <ChatComposer onSend={send} streaming={state.streaming} onStop={stop} inputRef={input} />
        <FootLine>
          <Disclaimer href={CHAT_AGREEMENT_PATH} target="_blank" rel="noopener">
            内容由AI生成，仅供参考
          </Disclaimer>
          {state.messages.length > 0 && (
            <Download type="button" onClick={download} disabled={state.streaming}>
              <Icon name="download" size={14} />
              {DOWNLOAD_LABEL}
            </Download>
          )}
        </FootLine>
      </Foot>
      <Announcer aria-live="polite" data-testid="chat-announcer">
        {announcement}
      </Announcer>
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
  &:focus { outline: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('8px')}
  padding: 12px 8px 12px 14px;
  background: linear-gradient(110deg, ${({ theme }) => theme.color.primaryDark}, ${({ theme }) => theme.color.primary});
  color: ${({ theme }) => theme.color.textOnDark};
  > div { flex: 1; min-width: 0; }
`;

const Avatar = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Title = styled.h2`
  overflow: hidden;
  font-size: 1rem;
  line-height: 1.3;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Status = styled.p`
  overflow: hidden;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Human = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  /* The icon leads the label, which is text: flex gap came in Chromium 84. */
  svg { margin-right: 4px; }
  height: 30px;
  padding: 0 10px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
`;

const HeadIcon = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: none;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
  &:disabled { opacity: 0.45; cursor: default; }
  ${below('handheld')} {
    width: ${TOUCH_TARGET_PX}px;
    height: ${TOUCH_TARGET_PX}px;
  }
`;

const Foot = styled.div`
  display: grid;
  gap: 6px;
  padding: 10px 12px 8px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** The disclaimer in the middle; 下载对话, once there is a conversation, at the end. */
const FootLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  position: relative;
  min-height: 24px;
`;

const Download = styled.button`
  display: inline-flex;
  position: absolute;
  right: 0;
  align-items: center;
  height: 24px;
  padding: 0 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.75rem;
  cursor: pointer;
  svg { margin-right: 4px; }
  &:hover:not(:disabled) { color: ${({ theme }) => theme.color.primary}; }
  &:disabled { opacity: 0.45; cursor: default; }
`;

const Disclaimer = styled.a`
  font-size: 0.75rem;
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
