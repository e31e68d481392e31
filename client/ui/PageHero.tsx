import type { ReactNode } from 'react';
import styled from 'styled-components';
import { below } from '../theme';
import { Container } from './Container';
import { spaceInWrappingRow } from './flexSpace';

/** The top band of a page: its one `<h1>`, the introduction, optional actions. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  tagline,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** One line between the heading and the introduction. */
  tagline?: string;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Inner>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading>{heading}</Heading>
        {tagline && <Tagline>{tagline}</Tagline>}
        <Intro>{intro}</Intro>
        {children && <Actions>{children}</Actions>}
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(79, 140, 255, 0.45), transparent 45%),
    linear-gradient(120deg, ${({ theme }) => theme.color.navy}, ${({ theme }) => theme.color.navySoft});
  color: ${({ theme }) => theme.color.textOnDark};
`;

const Inner = styled(Container)`
  padding-top: ${({ theme }) => theme.space.section};
  padding-bottom: ${({ theme }) => theme.space.section};
  ${below('phone')} {
    padding-top: ${({ theme }) => theme.space.xxl};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: #8fb3ff;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  letter-spacing: 2px;
`;

const Heading = styled.h1`
  max-width: 820px;
  font-size: ${({ theme }) => theme.font.size.h1};
  line-height: 1.3;
  ${below('phone')} {
    font-size: ${({ theme }) => theme.font.size.h1Phone};
  }
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: 20px;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: #cfe0ff;
`;

const Intro = styled.p`
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lead};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  ${spaceInWrappingRow('md', 'md', 'xl')}
`;
