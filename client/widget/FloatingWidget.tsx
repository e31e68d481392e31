/**
 * The floating widget on every page (SPEC.md section 2): 联系咨询 toggles the chat box (a
 * click outside closes it), the AI小程序 and 公众号 QR codes, and 回到顶部. The chat is
 * loaded when first wanted and then kept, so a conversation survives closing the box.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CONTACT_ANCHOR, COOPERATION_PATH } from '../../shared/cooperation';
import { below } from '../theme';
import { Icon } from '../ui/Icon';
import { BackToTop } from './BackToTop';
import { QrBlock } from './QrBlock';
import { OPEN_CHAT_EVENT } from './openChat';
import { railItemStyle } from './railItemStyle';

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

  useEffect(() => {
    setHydrated(true);
    const onOpen = (event: Event) => {
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

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <Root ref={root}>
      {wanted && (
        <ChatSlot hidden={!open} onKeyDown={(event) => event.key === 'Escape' && close()}>
          <Suspense fallback={<Loading>正在连接智能客服…</Loading>}>
            <ChatPanel onClose={close} first={first} />
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
              setWanted(true);
              setOpen((value) => !value);
            }}
          >
            {toggleLabel}
          </Toggle>
        ) : (
          // Until the chat can run, 联系咨询 is a link to the WeChat QR code and the service
          // line: where JavaScript is blocked or too old, it never is a dead button.
          <Toggle as="a" href={`${COOPERATION_PATH}#${CONTACT_ANCHOR}`}>
            {toggleLabel}
          </Toggle>
        )}
        <QrBlock label="AI小程序" icon={<Icon name="app-window" />} qr="miniprogram" caption="微信扫码体验AI小程序" />
        <QrBlock label="公众号" icon={<Icon name="messages-square" />} qr="official-account" caption="扫码关注星海传媒公众号" />
        <BackToTop />
      </Rail>
    </Root>
  );
}

const Root = styled.div`
  position: fixed;
  right: 16px;
  bottom: 96px;
  z-index: ${({ theme }) => theme.z.widget};
  ${below('phone')} {
    right: 8px;
    bottom: 72px;
  }
`;

const Rail = styled.nav`
  display: grid;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
`;

const Toggle = styled.button`
  ${railItemStyle}
  color: ${({ theme }) => theme.color.primary};
`;

const ChatSlot = styled.div`
  position: fixed;
  right: 96px;
  bottom: 24px;
  z-index: ${({ theme }) => theme.z.chat};
  width: 380px;
  height: min(620px, calc(100vh - 120px));
  &[hidden] { display: none; }
  ${below('phone')} {
    top: 0;
    right: 0;
    bottom: 0;
    left: 0;
    width: auto;
    height: auto;
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
