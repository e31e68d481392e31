import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

export const MAIN_ID = 'main';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>跳到主要内容</SkipLink>
      <ScrollManager />
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
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
