/**
 * The look the three try-it panels share (client/demos/*Panel.tsx): a band below the page's
 * hero, one card with what the visitor sends on the left and what came back on the right
 * (one under the other on a tablet or phone), and the parts every panel has: the refusal, the
 * character count, and 用在我单位 under a result.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { DEMO_PAGES, DEMO_MESSAGES, type DemoKind } from '../../shared/demos';
import { useCooperationLink } from '../cooperation/CooperationContext';
import { useConsoleLinks } from '../layout/useConsoleLinks';
import { below } from '../theme';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import { cardStyle, FormNotice } from '../ui/formCard';

/** The band's anchor: the hero's drawing is about the product, this is the product. */
export const DEMO_ANCHOR = 'try';

export function DemoFrame({
  title,
  lead,
  input,
  result,
  answer,
}: {
  title: string;
  lead: string;
  input: ReactNode;
  result: ReactNode;
  /** The latest answer from the server: a new one is brought into view (on a phone the result is under the form). */
  answer?: unknown;
}) {
  // Flagged once the panel's chunk has hydrated it: until then its forms post as without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const resultPane = useRef<HTMLElement>(null);
  const firstAnswer = useRef(answer);
  useEffect(() => {
    const pane = resultPane.current;
    // Only where it would be missed: below the middle of the window (under the form, on a phone).
    if (pane && answer !== firstAnswer.current && pane.getBoundingClientRect().top > window.innerHeight / 2) pane.scrollIntoView({ block: 'start' });
  }, [answer]);
  return (
    <Section id={DEMO_ANCHOR} title={`在线体验 · ${title}`} lead={lead} soft>
      <Card data-hydrated={hydrated || undefined}>
        <Pane>{input}</Pane>
        <ResultPane ref={resultPane} aria-label="体验结果">
          {result}
        </ResultPane>
      </Card>
    </Section>
  );
}

/** A refusal, beside what was sent. Text over the anonymous limit also offers the console's 免费试用. */
export function DemoNotice({ message }: { message?: string }) {
  const { register } = useConsoleLinks();
  if (!message) return null;
  return (
    <Notice role="alert">
      {message}
      {(message === DEMO_MESSAGES.textTooLong || message === DEMO_MESSAGES.dailyBudget) && (
        <>
          {' '}
          <a href={register}>免费试用</a>
        </>
      )}
    </Notice>
  );
}

/** 用在我单位: the cooperation form, told which product was tried (`?product=…&demo=1`). */
export function UseInMyUnit({ demo }: { demo: DemoKind }) {
  const link = useCooperationLink({ product: DEMO_PAGES[demo].product, demo: true });
  return (
    <ButtonLink {...link} $variant="ghost">
      用在我单位
    </ButtonLink>
  );
}

/** Characters used of the limit; red once over it. */
export function Counter({ used, limit, id }: { used: number; limit: number; id: string }) {
  return (
    <Count id={id} $over={used > limit}>
      {used} / {limit}
    </Count>
  );
}

/** What the result pane shows before anything was sent. */
export function EmptyResult({ children }: { children: ReactNode }) {
  return <Empty>{children}</Empty>;
}

const Card = styled.div`
  ${cardStyle}
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: left;
  ${below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const paneStyle = css`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  ${below('phone')} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Pane = styled.div`
  ${paneStyle}
`;

const ResultPane = styled.section`
  ${paneStyle}
  /* Brought into view below the sticky header. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  border-left: 1px solid ${({ theme }) => theme.color.border};
  background: linear-gradient(180deg, rgba(26, 92, 255, 0.03), transparent 60%);
  ${below('tablet')} {
    border-left: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Notice = styled(FormNotice)`
  color: #b42318;
  a { margin-left: 4px; color: ${({ theme }) => theme.color.primary}; font-weight: ${({ theme }) => theme.font.weight.medium}; text-decoration: underline; }
`;

const Count = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.font.size.small};
  font-variant-numeric: tabular-nums;
  color: ${({ $over, theme }) => ($over ? '#b42318' : theme.color.textMuted)};
`;

const Empty = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  ${below('tablet')} {
    min-height: 96px;
  }
`;

/** A short label beside a heading: 演示音色, 演示环境. */
export const Tag = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #fff1e8;
  color: ${({ theme }) => theme.color.accentText};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 20px;
  vertical-align: middle;
`;

/** A part's heading inside a pane. */
export const PaneTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.h3};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.navy};
`;

/** The small print under a control. */
export const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A row of buttons that wraps: margins, not flex gap (Chromium 80 ignores gap in flex). */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: -6px;
  > * { margin: 6px; }
`;
