import { lazy, Suspense, type ReactNode } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isChatEmbed } from '../../shared/embed';
import { MAIN_ID } from '../../shared/site';
import { NavigationProgress } from '../prefetch/NavigationProgress';
import { usePrefetchLinks } from '../prefetch/usePrefetchLinks';
import { Toaster } from '../toast/Toaster';
import { Prerendered } from '../ui/Prerendered';
import { ActionBar } from '../widget/ActionBar';
import { FloatingWidget } from '../widget/FloatingWidget';
import { Footer } from './Footer';
import { Header } from './Header';

const ChatPanel = lazy(() => import('../chat/ChatPanel'));

export function Layout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  usePrefetchLinks();
  if (isChatEmbed(pathname, search)) {
    return (
      <Embedded>
        <Suspense fallback={<p>正在连接智能客服…</p>}>
          <ChatPanel embedded />
        </Suspense>
        <Toaster />
      </Embedded>
    );
  }
  return (
    <>
      <NavigationProgress />
      <SkipLink href={`#${MAIN_ID}`}>跳到主要内容</SkipLink>
      {/* React Router's: a new page starts at the top (or at its hash's section), Back and
          Forward return to where the visitor was on the page they come back to. */}
      <ScrollRestoration />
      <Prerendered part="header">
        <Header />
      </Prerendered>
      <Main id={MAIN_ID} tabIndex={-1}>
        {/* Reused only for a page made of its URL alone, with no upstream data (server/render/pageHandler.tsx). */}
        <Prerendered part="page">{children}</Prerendered>
      </Main>
      <Prerendered part="footer">
        <Footer />
        <ActionBar />
        <FloatingWidget />
      </Prerendered>
      <Toaster />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 8px;
    z-index: 1000;
    padding: 8px 16px;
    background: ${({ theme }) => theme.color.background};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 50vh;
  &:focus { outline: none; }
`;

const Embedded = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
`;
