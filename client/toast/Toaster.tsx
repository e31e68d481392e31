/**
 * The toast stack of ./store: centred, stacked, one polite live region per placement.
 * The regions are always in the document, because screen readers only announce changes
 * to a live region that already existed. What fills them (./ToastList.tsx, with the store)
 * loads after hydration: the server renders no toasts, and only code that loads later
 * (the API client, the chat, the cooperation form) raises any.
 */
import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { spaceInColumn } from '../ui/flexSpace';
import { whenIdle } from '../whenIdle';
import type { ToastPlacement, ToastStore } from './store';
import type { PlacedToastsProps } from './ToastList';

/** Above the header, menus, drawer and modals: a toast may report what a modal did. */
const TOAST_Z_INDEX = 2000;
const PLACEMENTS: readonly ToastPlacement[] = ['top', 'center'];

/** `store` defaults to the page's one stack (./store's `toast`). */
export function Toaster({ store }: { store?: ToastStore }) {
  const [PlacedToasts, setPlacedToasts] = useState<ComponentType<PlacedToastsProps>>();
  useEffect(() => {
    let mounted = true;
    // Loaded when the browser is idle: nothing raises a toast while the page is still loading.
    const cancel = whenIdle(() => {
      import('./ToastList').then(
        (module) => mounted && setPlacedToasts(() => module.PlacedToasts),
        () => {}, // Without it no toast shows; the next page load tries again.
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return (
    <>
      {PLACEMENTS.map((placement) => (
        <Region key={placement} $placement={placement} aria-live="polite" data-placement={placement} data-toast-layer="">
          {PlacedToasts && <PlacedToasts placement={placement} store={store} />}
        </Region>
      ))}
    </>
  );
}

const Region = styled.div<{ $placement: ToastPlacement }>`
  position: fixed;
  top: ${({ $placement, theme }) => ($placement === 'center' ? '30vh' : `calc(${theme.layout.headerHeight} + ${theme.space.md})`)};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${TOAST_Z_INDEX};
  display: flex;
  flex-direction: column;
  align-items: center;
  ${spaceInColumn('sm')}
  width: max-content;
  max-width: calc(100vw - 2 * ${({ theme }) => theme.layout.gutterPhone});
  /* The empty region must not swallow clicks meant for the page beneath. */
  pointer-events: none;
`;
