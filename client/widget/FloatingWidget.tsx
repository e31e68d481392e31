/**
 * The floating widget on every page (docs/product.md#floating-widget): 联系咨询 toggles the chat box (a
 * click outside closes it), the AI小程序 and 公众号 QR codes, and 回到顶部. The chat is
 * loaded when first wanted and then kept, so a conversation survives closing the box.
 *
 * Where it stands never puts it over text (issue 27). From 1440 px the column of four sits
 * beside the content. From 768 to 1439 px it folds to one round 联系咨询 button, with 回到顶部
 * above it past 600 px, in the right gutter the content leaves it (client/ui/Container.ts):
 * these are tablets and small laptops, touch screens most of them, where a QR code shown on
 * hover cannot be hovered and a tablet cannot scan its own screen (the codes are in the
 * footer), and one button needs a gutter of 80 px where the column needs over 100. Under
 * 768 px the column gives way to the action bar (./ActionBar.tsx) and the chat opens as a
 * full-screen sheet.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CONTACT_ANCHOR, COOPERATION_PATH } from '../../shared/cooperation';
import { CHAT_EMBED_PATH } from '../../shared/embed';
import { CARE_CLASS, careMode } from '../../shared/readingClasses';
import { below } from '../theme';
import { Icon } from '../ui/Icon';
import { BackToTop } from './BackToTop';
import { QrBlock } from './QrBlock';
import { OPEN_CHAT_EVENT } from './openChat';
import { MINI_PROGRAM_QR, OFFICIAL_ACCOUNT_QR } from './qrCodes';
import { railItemStyle } from './railItemStyle';
import { clearUnread, UnreadBadge, unreadText, Unseen, useUnread } from './unread';

const loadChat = () => import('../chat/ChatPanel');
const ChatPanel = lazy(loadChat);

export const CHAT_TOGGLE_LABEL = '联系咨询';

const toggleLabel = (
  <>
    <Icon name="message-square-text" />
    <span>{CHAT_TOGGLE_LABEL}</span>
  </>
);

export function FloatingWidget() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  /** A question the page opened the chat with (./openChat.ts). */
  const [first, setFirst] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /** What had the focus when the chat opened (a page's 在线咨询, the phone's bar), to have it back. */
  const opener = useRef<HTMLElement | null>(null);
  /** Answers that finished while the chat was closed (./unread.tsx): shown until it opens. */
  const unread = useUnread();
  useEffect(() => {
    if (open) clearUnread();
  }, [open]);

  useEffect(() => {
    setHydrated(true);
    const onOpen = (event: Event) => {
      // 关怀模式: the chat is a page of its own (/aiCs.html, its panel made large), never a box over this one.
      if (document.documentElement.classList.contains(CARE_CLASS)) {
        window.location.assign(CHAT_EMBED_PATH);
        return;
      }
      opener.current = document.activeElement as HTMLElement | null;
      setFirst((event as CustomEvent<string | undefined>).detail);
      setWanted(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element;
      // Dialogs and toasts opened from the chat live outside it in the DOM, not in intent.
      if (root.current?.contains(target) || target.closest('[data-dialog-layer], [data-toast-layer]')) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The focus goes back once the chat has closed: the phone's bar, hidden while the chat's
  // input had the focus (the on-screen keyboard), is shown again by then.
  const focusBack = useRef(false);
  function close() {
    focusBack.current = true;
    (document.activeElement as HTMLElement | null)?.blur();
    setOpen(false);
  }
  useEffect(() => {
    if (open || !focusBack.current) return;
    focusBack.current = false;
    (opener.current?.isConnected && opener.current.offsetParent ? opener.current : toggle.current)?.focus();
  }, [open]);

  return (
    <Root ref={root}>
      {wanted && (
        <ChatSlot hidden={!open} onKeyDown={(event) => event.key === 'Escape' && close()}>
          <Suspense fallback={<Loading>正在连接智能客服…</Loading>}>
            <ChatPanel open={open} onClose={close} first={first} />
          </Suspense>
        </ChatSlot>
      )}
      <Rail aria-label="快捷服务">
        {hydrated ? (
          <Toggle
            ref={toggle}
            type="button"
            aria-expanded={open}
            onPointerEnter={() => void loadChat()}
            onClick={() => {
              opener.current = toggle.current;
              setWanted(true);
              setOpen((value) => !value);
            }}
          >
            {toggleLabel}
            <UnreadBadge count={unread} />
          </Toggle>
        ) : (
          // Until the chat can run, 联系咨询 is a link to the WeChat QR code and the service
          // line: where JavaScript is blocked or too old, it never is a dead button.
          <Toggle as="a" href={`${COOPERATION_PATH}#${CONTACT_ANCHOR}`}>
            {toggleLabel}
          </Toggle>
        )}
        <QrBlock code={MINI_PROGRAM_QR} />
        <QrBlock code={OFFICIAL_ACCOUNT_QR} />
        <BackToTop look="rail" />
      </Rail>
      {/* Says a new count once, politely: the chat's own announcer is hidden with the chat. */}
      <Unseen as="div" aria-live="polite">
        {unread ? `智能客服有${unreadText(unread)}` : ''}
      </Unseen>
    </Root>
  );
}

/** Not in 关怀模式, where nothing floats but the action bar (./ActionBar.tsx). */
const Root = styled.div`
  position: fixed;
  right: 16px;
  bottom: 96px;
  z-index: ${({ theme }) => theme.z.widget};
  ${careMode} & { display: none; }
  ${below('wide')} {
    right: calc(${({ theme }) => theme.layout.widgetEdge} + env(safe-area-inset-right));
    bottom: calc(${({ theme }) => theme.layout.widgetEdge} + env(safe-area-inset-bottom));
  }
`;

const Rail = styled.nav`
  display: grid;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  ${below('wide')} {
    gap: 12px;
    background: none;
    box-shadow: none;
  }
  ${below('handheld')} {
    display: none;
  }
`;

const Toggle = styled.button`
  ${railItemStyle}
  position: relative;
  color: ${({ theme }) => theme.color.primary};
  ${below('wide')} {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textOnDark};
    &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.color.primaryHover}; color: ${({ theme }) => theme.color.textOnDark}; }
  }
`;

const ChatSlot = styled.div`
  position: fixed;
  right: 96px;
  bottom: 24px;
  z-index: ${({ theme }) => theme.z.chat};
  width: 380px;
  height: min(620px, calc(100vh - 120px));
  &[hidden] { display: none; }
  ${below('wide')} {
    right: calc(${({ theme }) => theme.layout.widgetGutter} + env(safe-area-inset-right));
    bottom: ${({ theme }) => theme.layout.widgetEdge};
  }
  ${below('handheld')} {
    top: 0;
    right: 0;
    bottom: auto;
    left: 0;
    width: auto;
    /* A sheet over the whole screen: square, its composer above the home indicator. The
       dynamic height follows the browser's bars; the chat fits itself to the part the
       on-screen keyboard leaves (client/chat/useVisibleHeight.ts). */
    height: 100vh;
    @supports (height: 100dvh) {
      height: 100dvh;
    }
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.color.background};
    & > * { border-radius: 0; box-shadow: none; }
  }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  color: ${({ theme }) => theme.color.textMuted};
`;
