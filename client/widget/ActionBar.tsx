/**
 * The phone's bottom action bar (issue 27), in place of the floating column under 768 px, as
 * Chinese buyers know it from Tencent Cloud's and Aliyun's phone pages: 在线咨询 opens the
 * chat as a full-screen sheet, 电话咨询 calls the service line the footer shows, and the
 * header's own 免费试用 (进入控制台 once logged in); 回到顶部 joins it past 600 px, at its
 * end, where it covers nothing.
 *
 * Server-rendered: without JavaScript it is there, and 在线咨询 and 电话咨询 are plain links
 * (在线咨询 to the cooperation page's WeChat QR code and service line). It stands at the end
 * of the page's flow as tall as it is, so the footer's last line stops above it, and keeps
 * out of the safe area. It hides while the on-screen keyboard is up, that is while a text
 * field has the focus.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CONTACT_ANCHOR, COOPERATION_PATH } from '../../shared/cooperation';
import { careMode } from '../../shared/readingClasses';
import { useAppData } from '../appDataContext';
import { useConsoleAction } from '../layout/useConsoleLinks';
import { below } from '../theme';
import { Icon } from '../ui/Icon';
import { BackToTop } from './BackToTop';
import { openChat } from './openChat';
import { UnreadBadge, useUnread } from './unread';

export const ONLINE_CONSULTATION = '在线咨询';
export const PHONE_CONSULTATION = '电话咨询';

const NOT_TYPED = /^(button|checkbox|color|file|hidden|image|radio|range|reset|submit)$/;

/** Whether focusing `el` brings up the on-screen keyboard. */
function typesText(el: EventTarget | null): boolean {
  if (el instanceof HTMLInputElement) return !NOT_TYPED.test(el.type);
  return el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLElement && el.isContentEditable);
}

export function ActionBar() {
  const { site } = useAppData();
  const action = useConsoleAction();
  const [hydrated, setHydrated] = useState(false);
  const [typing, setTyping] = useState(false);
  const unread = useUnread();

  useEffect(() => {
    setHydrated(true);
    const onFocusIn = (event: FocusEvent) => setTyping(typesText(event.target));
    const onFocusOut = () => setTyping(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const chatLabel = (
    <>
      <Icon name="message-square-text" size={22} />
      {ONLINE_CONSULTATION}
    </>
  );
  return (
    <Space>
      <Bar aria-label="快捷服务" hidden={typing}>
        {hydrated ? (
          <Action as="button" type="button" onClick={() => openChat()}>
            {chatLabel}
            <UnreadBadge count={unread} />
          </Action>
        ) : (
          <Action href={`${COOPERATION_PATH}#${CONTACT_ANCHOR}`}>{chatLabel}</Action>
        )}
        <Action href={`tel:${site.servicePhone}`}>
          <Icon name="phone" size={22} />
          {PHONE_CONSULTATION}
        </Action>
        <Primary href={action.href}>{action.label}</Primary>
        <BackToTop look="bar" />
      </Bar>
    </Space>
  );
}

/**
 * The bar's room at the end of the page; none from 768 px, where there is no bar, except in
 * 关怀模式, where it is the one thing that floats (the column is hidden: ./FloatingWidget.tsx).
 * The bar's own 关怀模式 rules are in client/a11y/settingsCss.ts, which costs the first load no script.
 */
const Space = styled.div`
  display: none;
  ${below('handheld')} {
    display: block;
    height: calc(${({ theme }) => theme.layout.actionBarHeight} + env(safe-area-inset-bottom));
  }
  ${careMode} & {
    display: block;
    height: calc(${({ theme }) => theme.layout.actionBarHeight} + 16px + env(safe-area-inset-bottom));
  }
`;

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.z.widget};
  display: flex;
  align-items: center;
  height: calc(${({ theme }) => theme.layout.actionBarHeight} + env(safe-area-inset-bottom));
  padding: 0 max(${({ theme }) => theme.space.sm}, env(safe-area-inset-right)) env(safe-area-inset-bottom) max(${({ theme }) => theme.space.xs}, env(safe-area-inset-left));
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  box-shadow: 0 -4px 16px rgba(11, 26, 58, 0.06);
  &[hidden] { display: none; }
`;

const Action = styled.a`
  position: relative;
  display: grid;
  justify-items: center;
  align-content: center;
  flex: none;
  width: 68px;
  height: ${({ theme }) => theme.layout.actionBarHeight};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 0.75rem;
  line-height: 1.4;
  cursor: pointer;
  svg { color: ${({ theme }) => theme.color.primary}; }
`;

const Primary = styled.a`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 44px;
  margin-left: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: ${({ theme }) => theme.font.size.lead};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
