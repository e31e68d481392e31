/**
 * Every /product/*.html page: one component, driven by the route table and its content, in
 * the order a buyer reads (issue 19): breadcrumbs, hero with its preview and actions,
 * 核心能力, 应用场景, 技术优势, 客户案例, 常见问题, 相关产品, the call to action, and for an AI
 * product its 算法与生成式AI服务公示 (./product/AiServiceNotice.tsx). 语音合成, 语音识别 and AI文档
 * have a try-it panel right below the hero (../demos/), whose form posted without JavaScript
 * comes back as the route action's data.
 */
import { data } from 'react-router-dom';
import styled from 'styled-components';
import { heroArt, scenarioArt } from '../../shared/art';
import type { PageLoaderArgs } from '../../shared/pageData';
import { postedFormContext } from '../../shared/postedForm';
import { productGroups } from '../../shared/routeTable';
import { groupOf } from '../../shared/routeViews';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { PageHero } from '../ui/PageHero';
import { columnsFor, PointGrid } from '../ui/PointGrid';
import { ScenarioGrid } from '../ui/ScenarioGrid';
import { Section } from '../ui/Section';
import { AiServiceNotice } from './product/AiServiceNotice';
import { BuyerActions } from './product/BuyerActions';
import { BuyerSections } from './product/BuyerSections';
import { productCrumbs } from './product/crumbs';
import { relatedPages } from './product/related';
import type { PageProps } from './pageModule';
import { demoPanelOf } from '../demos/demoParts';

/**
 * A try-it panel's form posted without JavaScript (server/demos/demoForms.ts): its result or its
 * refusal, with the page's status, read by the panel with useActionData.
 */
export function action({ context }: PageLoaderArgs) {
  const { status, form } = context.get(postedFormContext);
  return data(form, { status });
}

export default function ProductPage({ route, content }: PageProps) {
  const group = groupOf(route);
  const DemoPanel = demoPanelOf(route.path);
  const label = productGroups.find((g) => g.id === group)?.label ?? '产品矩阵';
  return (
    <>
      <Breadcrumbs crumbs={productCrumbs(route)} />
      <PageHero eyebrow={`产品矩阵 · ${label}`} heading={route.heading} intro={route.intro} tagline={content?.tagline} art={heroArt(route.path)}>
        <BuyerActions page={route} />
      </PageHero>
      {DemoPanel && <DemoPanel />}
      {content && (
        <>
          <Section id="capabilities" title="核心能力">
            <PointGrid points={content.capabilities} columns={columnsFor(content.capabilities.length)} />
          </Section>
          {content.sections?.map((section, i) => (
            <Section key={section.id} id={section.id} title={section.title} lead={section.text} soft={i % 2 === 0}>
              <Bullets>
                {section.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Bullets>
            </Section>
          ))}
          <Section id="scenarios" title="应用场景" soft={!content.sections || content.sections.length % 2 === 0}>
            <ScenarioGrid scenarios={content.scenarios} art={(i, title) => scenarioArt(route.path, i, title)} />
          </Section>
          <BuyerSections page={route} content={content} advantages={content.advantages} related={relatedPages(route, content.alsoSee)} />
        </>
      )}
      <AiServiceNotice page={route} />
    </>
  );
}

const Bullets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-left: 3px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
