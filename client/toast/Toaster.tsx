/**
 * Renders the toast stack of ./store: centred, stacked, one live region per placement.
 * The regions are always in the document, because screen readers only announce changes
 * to a live region that already existed.
 */
import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { toast as pageToasts, type Toast, type ToastPlacement, type ToastStore } from './store';
import { ToastIcon } from './ToastIcon';

/** Above the header, menus, drawer and modals: a toast may report what a modal did. */
const TOAST_Z_INDEX = 2000;
const PLACEMENTS: readonly ToastPlacement[] = ['top', 'center'];
const NO_TOASTS: readonly Toast[] = [];
const CLOSE_LABEL = '关闭提示';

export function Toaster({ store = pageToasts }: { store?: ToastStore }) {
  // The server renders no toasts: the store lives in the browser only.
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_TOASTS);
  return <ToastStack toasts={toasts} onDismiss={store.dismiss} />;
}

/** The stack itself, from plain props. */
export function ToastStack({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <>
      {PLACEMENTS.map((placement) => (
        <Region key={placement} $placement={placement} aria-live="polite" data-placement={placement}>
          {toasts
            .filter((t) => t.placement === placement)
            .map((t) => (
              <Item key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} data-kind={t.kind} onClick={() => onDismiss(t.id)}>
                <ToastIcon kind={t.kind} />
                <Text>{t.message}</Text>
                <Close type="button" aria-label={CLOSE_LABEL}>
                  ×
                </Close>
              </Item>
            ))}
        </Region>
      ))}
    </>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.div<{ $placement: ToastPlacement }>`
  position: fixed;
  top: ${({ $placement, theme }) => ($placement === 'center' ? '30vh' : `calc(${theme.layout.headerHeight} + ${theme.space.md})`)};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${TOAST_Z_INDEX};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: max-content;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.layout.gutterPhone});
  /* The empty region must not swallow clicks meant for the page beneath. */
  pointer-events: none;
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 480px;
  padding: 10px ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.body};
  line-height: 1.5;
  cursor: pointer;
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.normal};

  svg { flex: none; }
`;

const Text = styled.span`
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  flex: none;
  margin: 0 -4px 0 ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.color.text}; }
`;
