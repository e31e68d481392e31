/**
 * A thin bar at the top while a client navigation waits for its page chunk and text. The router
 * keeps the old page up during that wait (a transition), so without this nothing would
 * show that the click was taken.
 */
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { loadRoute } from '../pages/registry';
import { pageOfHref } from './prefetchPage';

export function NavigationProgress() {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest?.('a[href^="/"]');
      if (!link || link.getAttribute('target')) return;
      const page = pageOfHref(link.getAttribute('href'));
      if (!page) return;
      const chunk = loadRoute(page);
      if (chunk.status === 'fulfilled') return;
      setWaiting((n) => n + 1);
      chunk.catch(() => {}).finally(() => setWaiting((n) => n - 1));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
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
