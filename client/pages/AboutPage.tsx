/** 关于我们: the company, and the information centre streamed from its call. */
import { Suspense } from 'react';
import { COMPANY_NAME } from '../../shared/site';
import { DataLoading } from '../data/DataContext';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import { InfoCenterList } from './about/InfoCenterList';
import type { PageProps } from './registry';

export default function AboutPage({ route }: PageProps) {
  return (
    <>
      <PageHero eyebrow={COMPANY_NAME} heading={route.heading} intro={route.intro} />
      <Section id="news" title="信息中心" lead="平台动态、产品发布与行业合作" soft>
        <Suspense fallback={<DataLoading label="正在加载最新动态…" />}>
          <InfoCenterList />
        </Suspense>
      </Section>
    </>
  );
}
