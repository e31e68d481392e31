/** Every /product/*.html page: one component, driven by the route table and its content. */
import { use } from 'react';
import styled from 'styled-components';
import { productOf } from '../../shared/cooperation';
import { productGroups } from '../../shared/routeTable';
import { groupOf, pagesInGroup } from '../../shared/routeViews';
import { CallToAction } from '../ui/CallToAction';
import { PageHero } from '../ui/PageHero';
import { PointGrid } from '../ui/PointGrid';
import { RelatedPages } from '../ui/RelatedPages';
import { Section } from '../ui/Section';
import { loadProductGroup } from './product/productGroup';
import type { PageProps } from './registry';

export default function ProductPage({ route }: PageProps) {
  const group = groupOf(route);
  const label = productGroups.find((g) => g.id === group)?.label ?? '产品矩阵';
  const siblings = group ? pagesInGroup(group).filter((p) => p.path !== route.path) : [];
  // loadRoute (./registry.ts) loads it with the page, so this has settled by now.
  const content = use(loadProductGroup(group)).content[route.path];
  return (
    <>
      <PageHero eyebrow={`产品矩阵 · ${label}`} heading={route.heading} intro={route.intro} tagline={content?.tagline} />
      {content && (
        <>
          <Section id="capabilities" title="核心能力">
            <PointGrid points={content.capabilities} />
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
          <Section id="scenarios" title="应用场景" soft>
            <PointGrid points={content.scenarios} columns={content.scenarios.length === 4 ? 4 : content.scenarios.length === 2 ? 2 : 3} />
          </Section>
          <Section id="advantages" title="产品优势">
            <PointGrid points={content.advantages} numbered columns={content.advantages.length === 4 ? 4 : 3} />
          </Section>
          <CallToAction title={`立即体验${route.name}`} text="开通即可免费试用，专属顾问为您提供接入与方案咨询。" about={{ product: productOf(route.path) }} />
        </>
      )}
      <RelatedPages title={`${label}的更多产品`} pages={siblings} />
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
