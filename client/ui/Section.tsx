import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

/** A page section with its `<h2>`; `id` makes it a scroll target. */
export function Section({ id, title, lead, soft = false, children }: { id?: string; title: string; lead?: string; soft?: boolean; children?: ReactNode }) {
  const headingId = `${id ?? title}-heading`;
  return (
    <Band id={id} $soft={soft} aria-labelledby={headingId}>
      <Container>
        <Title id={headingId}>{title}</Title>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Container>
    </Band>
  );
}

const Band = styled.section<{ $soft: boolean }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ $soft, theme }) => ($soft ? theme.color.backgroundSoft : theme.color.background)};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.h2};
  color: ${({ theme }) => theme.color.navy};
  text-align: center;
`;

const Lead = styled.p`
  max-width: 760px;
  margin: ${({ theme }) => theme.space.sm} auto 0;
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;
