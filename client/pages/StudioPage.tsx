/**
 * The three AI studios, in the order of a product page (./ProductPage.tsx): breadcrumbs, hero,
 * 核心能力 (what it produces), 应用场景 (who uses it), its workflow and samples, then 技术优势,
 * 客户案例, 常见问题, 相关产品, the call to action and its 算法与生成式AI服务公示.
 */
import styled from 'styled-components';
import { heroArt, scenarioArt } from '../../shared/art';
import { content as studioContent } from '../../shared/products/chunks/studios';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { PageHero } from '../ui/PageHero';
import { columnsFor, PointGrid } from '../ui/PointGrid';
import { ScenarioGrid } from '../ui/ScenarioGrid';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import { AiServiceNotice } from './product/AiServiceNotice';
import { BuyerActions } from './product/BuyerActions';
import { BuyerSections } from './product/BuyerSections';
import { productCrumbs } from './product/crumbs';
import { relatedPages } from './product/related';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk with the studios' content, for the head tags and the hero (../routes.tsx). */
export { text as pageText } from '../../shared/products/chunks/studios';

export default function StudioPage({ route }: PageProps) {
  const content = studioContent[route.path];
  return (
    <>
      <Breadcrumbs crumbs={productCrumbs(route)} />
      <PageHero eyebrow="AI工作室" heading={route.heading} intro={route.intro} tagline={content?.tagline} art={heroArt(route.path)}>
        <BuyerActions page={route} />
      </PageHero>
      {content && (
        <>
          <Section id="capabilities" title="核心能力">
            <PointGrid points={content.outputs} columns={columnsFor(content.outputs.length)} />
          </Section>
          <Section id="scenarios" title="应用场景" soft>
            <ScenarioGrid scenarios={content.users} art={(i, title) => scenarioArt(route.path, i, title)} />
          </Section>
          <Section id="workflow" title="创作流程">
            <Steps steps={content.workflow} />
          </Section>
          <Section id="samples" title="作品示例" soft>
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
          <BuyerSections page={route} content={content} related={relatedPages(route)} />
        </>
      )}
      <AiServiceNotice page={route} />
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
