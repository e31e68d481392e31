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

/*
 * The parts the server renders once per URL and reuses (../ui/Prerendered.tsx). Each wraps one
 * element, which moves none of React's ids (useId), so the browser hydrates the same markup
 * without them: its bundle holds none of this wrapping. build.ts sets ZHIMEI_BUNDLE, and each
 * condition is written out where it is used, as the bundler folds a constant only there.
 */

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
      {process.env.ZHIMEI_BUNDLE !== 'browser' ? (
        <Prerendered part="header">
          <Header />
        </Prerendered>
      ) : (
        <Header />
      )}
      <Main id={MAIN_ID} tabIndex={-1}>
        {/* Reused only for a page made of its URL alone, with no upstream data (server/render/pageHandler.tsx). */}
        {process.env.ZHIMEI_BUNDLE !== 'browser' ? <Prerendered part="page">{children}</Prerendered> : children}
      </Main>
      {process.env.ZHIMEI_BUNDLE !== 'browser' ? (
        <Prerendered part="footer">
          <Footer />
        </Prerendered>
      ) : (
        <Footer />
      )}
      {process.env.ZHIMEI_BUNDLE !== 'browser' ? (
        <Prerendered part="actionBar">
          <ActionBar />
        </Prerendered>
      ) : (
        <ActionBar />
      )}
      {process.env.ZHIMEI_BUNDLE !== 'browser' ? (
        <Prerendered part="widget">
          <FloatingWidget />
        </Prerendered>
      ) : (
        <FloatingWidget />
      )}
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
