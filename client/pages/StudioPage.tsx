/** The three AI studios: what each produces, its workflow, sample outputs and who uses it. */
import styled from 'styled-components';
import { productOf } from '../../shared/cooperation';
import { studioContent } from '../../shared/content/studios';
import { pageEntries } from '../../shared/routeViews';
import { CallToAction } from '../ui/CallToAction';
import { PageHero } from '../ui/PageHero';
import { PointGrid } from '../ui/PointGrid';
import { RelatedPages } from '../ui/RelatedPages';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import type { PageProps } from './registry';

/** This kind's page text travels in its chunk, for the head tags and the hero (./registry.ts). */
export { studioText as pageText } from '../../shared/pageText/studio';

export default function StudioPage({ route }: PageProps) {
  const studios = pageEntries.filter((p) => p.kind === 'studio' && p.path !== route.path);
  const content = studioContent[route.path];
  return (
    <>
      <PageHero eyebrow="AI工作室" heading={route.heading} intro={route.intro} tagline={content?.tagline} />
      {content && (
        <>
          <Section id="outputs" title="能生产什么">
            <PointGrid points={content.outputs} />
          </Section>
          <Section id="workflow" title="创作流程" soft>
            <Steps steps={content.workflow} />
          </Section>
          <Section id="samples" title="作品示例">
            <Samples>
              {content.samples.map((sample) => (
                <li key={sample.title}>
                  <Kind>{sample.kind}</Kind>
                  <h3>{sample.title}</h3>
                  <p>{sample.text}</p>
                </li>
              ))}
            </Samples>
          </Section>
          <Section id="users" title="谁在使用" soft>
            <PointGrid points={content.users} />
          </Section>
          <CallToAction title={`开通${route.name}`} text="注册即可免费试用，也可预约演示，了解工作室如何融入您的生产流程。" about={{ product: productOf(route.path) }} />
        </>
      )}
      <RelatedPages title="更多AI工作室" pages={studios} />
    </>
  );
}

const Samples = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: linear-gradient(160deg, #eef3ff, ${({ theme }) => theme.color.background});
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  h3 { margin-top: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Kind = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(26, 92, 255, 0.1);
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.small};
`;
