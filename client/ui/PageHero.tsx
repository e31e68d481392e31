import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HERO_ART, type ArtImage } from '../../shared/artImage';
import { below, breakpoints } from '../theme';
import { Container } from './Container';
import { spaceInWrappingRow } from './flexSpace';

/**
 * The top band of a page: its one `<h1>`, the introduction, optional actions, and the page's
 * drawing (shared/art.ts): on the right half from the tablet breakpoint up, under the text on a
 * tablet, none on a phone.
 */
export function PageHero({
  eyebrow,
  heading,
  intro,
  tagline,
  art,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** One line between the heading and the introduction. */
  tagline?: string;
  art?: ArtImage;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Inner>
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading>{heading}</Heading>
          {tagline && <Tagline>{tagline}</Tagline>}
          <Intro>{intro}</Intro>
          {children && <Actions>{children}</Actions>}
        </div>
        {art && (
          <Art>
            {/* Above the fold, and the page's largest picture: loaded at once, first. A phone,
                which hides it, is given an empty image instead and loads nothing. */}
            <picture>
              <source media={PHONE} srcSet={NOTHING} />
              <img src={art.src} alt={art.alt} width={art.width} height={art.height} decoding="async" fetchPriority="high" />
            </picture>
          </Art>
        )}
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
  display: flex;
  align-items: center;
  padding-top: ${({ theme }) => theme.space.section};
  padding-bottom: ${({ theme }) => theme.space.section};
  & > div { flex: 1 1 0; min-width: 0; }
  ${below('tablet')} {
    display: block;
  }
  ${below('phone')} {
    padding-top: ${({ theme }) => theme.space.xxl};
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
`;

/** Where the drawing is hidden: on a phone its small print cannot be read, and the text comes first. */
const PHONE = `(max-width: ${breakpoints.phone - 1}px)`;
/** A transparent 1×1 GIF: the image a phone gets, without a request. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The drawing keeps its box before it loads (a padding of its aspect ratio): no layout shift. */
const Art = styled.figure`
  position: relative;
  flex: 0 0 46%;
  margin-left: ${({ theme }) => theme.space.xl};
  &::before { content: ''; display: block; padding-top: ${(HERO_ART.height / HERO_ART.width) * 100}%; }
  img { position: absolute; top: 0; left: 0; width: 100%; height: 100%; }
  ${below('tablet')} {
    max-width: 560px;
    margin: ${({ theme }) => theme.space.xl} 0 0;
  }
  ${below('phone')} {
    display: none;
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
  /* Lines of even length, never one character alone on the last (Chromium 114+; older engines wrap as before). */
  text-wrap: balance;
  /* Chinese breaks only at the spaces around the name's "·", never inside a phrase (tests/shared/heroHeadings.test.ts keeps each phrase within a 320 px phone line). */
  word-break: keep-all;
  ${below('phone')} {
    font-size: ${({ theme }) => theme.font.size.h1Phone};
  }
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
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
