/**
 * The toasts inside the live regions of ./Toaster.tsx, loaded once the page has hydrated
 * (the store comes with them; the code that raises toasts imports it too).
 */
import { useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { spaceInRow } from '../ui/flexSpace';
import { toast as pageToasts, type Toast, type ToastPlacement, type ToastStore } from './store';
import { ToastIcon } from './ToastIcon';

const NO_TOASTS: readonly Toast[] = [];
const CLOSE_LABEL = '关闭提示';

export interface PlacedToastsProps {
  placement: ToastPlacement;
  /** Defaults to the page's one stack. */
  store?: ToastStore | undefined;
}

/** The toasts of one placement, from the store (read in the browser only). */
export function PlacedToasts({ placement, store = pageToasts }: PlacedToastsProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NO_TOASTS);
  return <ToastList toasts={inPlacement(toasts, placement)} onDismiss={store.dismiss} />;
}

export function inPlacement(toasts: readonly Toast[], placement: ToastPlacement): readonly Toast[] {
  return toasts.filter((t) => t.placement === placement);
}

/** Toasts from plain props: each with its icon, its text and a close button. */
export function ToastList({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <>
      {toasts.map((t) => (
        <Item key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} data-kind={t.kind} onClick={() => onDismiss(t.id)}>
          <ToastIcon kind={t.kind} />
          <Text>{t.message}</Text>
          <Close type="button" aria-label={CLOSE_LABEL}>
            ×
          </Close>
        </Item>
      ))}
    </>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  ${spaceInRow('sm')}
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
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.color.text}; }
`;
