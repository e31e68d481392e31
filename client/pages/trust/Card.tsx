/** A card of the 信任中心: a heading, facts as a definition list or text, and its 核验日期. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VerifiedOn } from './VerifiedOn';

export function Card({ title, verifiedOn, children }: { title?: string; verifiedOn: string; children: ReactNode }) {
  return (
    <Box>
      {title && <h3>{title}</h3>}
      {children}
      <VerifiedOn date={verifiedOn} />
    </Box>
  );
}

/** Label and value pairs: side by side on a wide card, stacked on a phone. */
export function Facts({ facts }: { facts: Array<[label: string, value: ReactNode]> }) {
  return (
    <List>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  h3 { margin-bottom: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p, li { color: ${({ theme }) => theme.color.textSecondary}; }
  a { color: ${({ theme }) => theme.color.primary}; }
  ul { margin-top: ${({ theme }) => theme.space.sm}; padding-left: 1.2em; list-style: disc; }
  li + li { margin-top: 4px; }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.small}; }
  dd { margin: 2px 0 0; color: ${({ theme }) => theme.color.navy}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;
