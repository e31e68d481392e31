/** 政务服务: services for government bodies, how an engagement runs, and examples. */
import { heroArt } from '../../shared/art';
import { govContent } from '../../shared/content/gov';
import { CallToAction } from '../ui/CallToAction';
import { PageHero } from '../ui/PageHero';
import { PointGrid } from '../ui/PointGrid';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import { TrustNote } from '../ui/TrustNote';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { govText as pageText } from '../../shared/pageText/gov';

export default function GovPage({ route }: PageProps) {
  return (
    <>
      <PageHero eyebrow="政务服务" heading={route.heading} intro={route.intro} art={heroArt(route.path)} />
      <Section id="services" title="服务内容">
        <PointGrid points={govContent.services} />
      </Section>
      <Section id="process" title="合作流程" soft>
        <Steps steps={govContent.process} />
      </Section>
      <Section id="gov-cases" title="服务案例">
        <PointGrid points={govContent.cases} />
      </Section>
      <TrustNote />
      <CallToAction title="预约政务服务咨询" text="留下联系方式，政务服务团队将为您定制方案与演示。" about={{ scene: 'gov' }} />
    </>
  );
}
