/** 关于我们: the company, its history, the information centre (streamed) and how to reach us. */
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { heroArt } from '../../shared/art';
import { aboutContent } from '../../shared/content/about';
import { COMPANY_NAME } from '../../shared/site';
import { DataLoading } from '../data/DataStatus';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import { PointGrid } from '../ui/PointGrid';
import { Section } from '../ui/Section';
import { TrustNote } from '../ui/TrustNote';
import { readerOf, type PageLoaderArgs } from '../../shared/pageData';
import type { InfoListData } from '../../shared/upstream/infoList';
import { Streamed } from '../data/Streamed';
import { InfoCenterList, latestNewsRequest } from './about/InfoCenterList';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { aboutText as pageText } from '../../shared/pageText/about';

/** The information centre's entries the page shows. */
const NEWS_SHOWN = 6;

export const loader = (args: PageLoaderArgs) => ({ news: readerOf(args)<InfoListData>(latestNewsRequest(NEWS_SHOWN)) });

export default function AboutPage({ route }: PageProps) {
  const { news } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={COMPANY_NAME} heading={route.heading} intro={route.intro} art={heroArt(route.path)} />
      <Section id="company" title="集团简介">
        <Prose>
          {aboutContent.intro.map((p) => (
            <p key={p.slice(0, 16)}>{p}</p>
          ))}
        </Prose>
        <PointGrid points={aboutContent.values} columns={aboutContent.values.length === 4 ? 4 : 3} />
      </Section>
      <Section id="history" title="发展历程" soft>
        <Timeline>
          {aboutContent.history.map((h) => (
            <li key={h.year + h.text.slice(0, 8)}>
              <strong>{h.year}</strong>
              <p>{h.text}</p>
            </li>
          ))}
        </Timeline>
      </Section>
      <Section id="news" title="信息中心" lead="平台动态、产品发布与行业合作">
        <Streamed read={news} fallback={<DataLoading label="正在加载最新动态…" />}>
          {(result, retry) => <InfoCenterList result={result} retry={retry} />}
        </Streamed>
      </Section>
      <TrustNote soft />
      <Section id="contact" title="联系我们">
        <Contact>
          {aboutContent.contact.map((c) => (
            <div key={c.label}>
              <dt>{c.label}</dt>
              <dd>{c.value}</dd>
            </div>
          ))}
        </Contact>
      </Section>
    </>
  );
}

const Prose = styled(Container)`
  max-width: 860px;
  margin-top: ${({ theme }) => theme.space.lg};
  p { color: ${({ theme }) => theme.color.textSecondary}; }
  p + p { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 860px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  li {
    display: grid;
    grid-template-columns: 80px 1fr;
    gap: ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 2px solid ${({ theme }) => theme.color.primary};
  }
  strong { color: ${({ theme }) => theme.color.primary}; font-size: ${({ theme }) => theme.font.size.h3}; }
  p { color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Contact = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.small}; }
  dd { margin: 4px 0 0; color: ${({ theme }) => theme.color.navy}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;
