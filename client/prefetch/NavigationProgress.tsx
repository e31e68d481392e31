/**
 * A thin bar at the top while a client navigation waits for its page chunk and text. The router
 * keeps the old page up during that wait (a transition), so without this nothing would
 * show that the click was taken. The click listener loads after hydration (./linkWatchers.ts).
 */
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useLazyEffect } from '../useLazyEffect';
import { loadLinkTarget } from './prefetchPage';

export function NavigationProgress() {
  const [waiting, setWaiting] = useState(0);
  useLazyEffect(() =>
    import('./linkWatchers').then(({ watchNavigationClicks }) =>
      watchNavigationClicks(loadLinkTarget, (loading) => {
        setWaiting((n) => n + 1);
        loading.catch(() => {}).finally(() => setWaiting((n) => n - 1));
      }),
    ),
  );
  return waiting > 0 ? <Bar role="progressbar" aria-label="页面加载中" /> : null;
}

const grow = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.toast};
  height: 3px;
  background: ${({ theme }) => theme.color.accent};
  transform-origin: left;
  animation: ${grow} 2s ease-out forwards;
`;
