/** The home page: every section docs/product.md#business-constants lists, from shared/content/home.ts. */
import { lazy, Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { homeHeroArt } from '../../shared/artImage';
import { anchorNamed } from '../../shared/routeViews';
import { COMPANY_NAME } from '../../shared/site';
import { useCooperationLink } from '../cooperation/CooperationContext';
import { useConsoleLinks } from '../layout/useConsoleLinks';
import { ButtonLink } from '../ui/Button';
import { Link } from '../ui/Link';
import { FaqList } from '../ui/FaqList';
import { FigureBand } from '../ui/FigureBand';
import { LinkCards } from '../ui/LinkCards';
import { markupPart } from '../ui/markupPart';
import { PageHero } from '../ui/PageHero';
import { columnsFor, PointGrid } from '../ui/PointGrid';
import { Section } from '../ui/Section';
import { PricePlans } from './home/PricePlans';
import { ProductTabs } from './home/ProductTabs';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { homeText as pageText } from '../../shared/pageText/home';

/**
 * The home page's content, as loader data: a first load of `/` gets it in the page's router
 * data, as JSON (parsed, not compiled and run as script, and not in the first load's
 * JavaScript); a client navigation to `/` loads it as a chunk.
 */
export const loader = () => import('../../shared/content/home').then(({ homeContent }) => ({ homeContent }));

// Markup only, below the fold: outside the first load (../ui/markupPart.tsx).
const PartnerWall = markupPart(() => import('./home/PartnerWall').then((m) => m.PartnerWall));
const CaseCards = markupPart(() => import('./home/CaseCards').then((m) => m.CaseCards));

// The video dialog (and the Dialog it is built on) loads when the video is first asked for.
const VideoDialog = lazy(() => import('./home/VideoDialog').then((m) => ({ default: m.VideoDialog })));

export default function HomePage({ route }: PageProps) {
  const console = useConsoleLinks();
  const cooperation = useCooperationLink();
  const [video, setVideo] = useState(false);
  const { homeContent } = useLoaderData<typeof loader>();
  const copyright = anchorNamed('copyright');
  const cases = anchorNamed('cases');
  return (
    <>
      <PageHero eyebrow={COMPANY_NAME} heading={route.heading} intro={route.intro} art={homeHeroArt}>
        <ButtonLink href={console.register} $size="large">
          免费试用
        </ButtonLink>
        <ButtonLink {...cooperation} $variant="light" $size="large">
          合作咨询
        </ButtonLink>
        <Play type="button" onClick={() => setVideo(true)}>
          <span aria-hidden="true">▶</span> 观看品牌视频
        </Play>
      </PageHero>
      <Section id="trust" title="值得信赖的智媒伙伴" lead="与媒体机构、政府部门和企业客户一起，把AI用在内容生产与传播的每个环节">
        <FigureBand figures={homeContent.figures} label="平台服务数据" />
        <PartnerWall names={homeContent.partners} />
      </Section>
      <Section id="products" title="产品矩阵" lead="覆盖内容生产、审核、分发与商业化运营的全链路AI能力">
        <ProductTabs />
      </Section>
      <Section id="solutions" title="整体解决方案" lead="面向媒体、教育、文旅等行业的一站式AI解决方案" soft>
        <LinkCards cards={homeContent.solutions} />
      </Section>
      {copyright && (
        <Section id={copyright.hash} title={copyright.name} lead="把权威媒体的内容、技术与运营经验，以版权授权和能力输出的方式交付给合作伙伴">
          <PointGrid points={homeContent.copyright} columns={columnsFor(homeContent.copyright.length)} />
        </Section>
      )}
      {cases && (
        <Section id={cases.hash} title={cases.name} lead="服务媒体机构、政府部门与企业客户的实践" soft>
          <CaseCards cases={homeContent.cases} />
        </Section>
      )}
      <Section id="college" title="传媒学院" lead={homeContent.college.text}>
        <PointGrid points={homeContent.college.highlights} />
        <More to="/college.html">查看全部课程 →</More>
      </Section>
      <Section id="gov" title="政务服务" lead={homeContent.gov.text} soft>
        <PointGrid points={homeContent.gov.services} columns={4} />
        <More to="/gov.html">了解政务服务 →</More>
      </Section>
      <Section id="app-development" title="APP与H5定制开发" lead={homeContent.appDevelopment.text}>
        <PointGrid points={homeContent.appDevelopment.offerings} columns={columnsFor(homeContent.appDevelopment.offerings.length)} />
        <More to="/product/app-custom-development.html">了解定制开发 →</More>
      </Section>
      <Section id="pricing" title="产品报价" lead="按需选择版本，开通即用；大型机构可定制私有化部署方案" soft>
        <PricePlans plans={homeContent.plans} />
      </Section>
      <Section id="faq" title="常见问题">
        <FaqList faq={homeContent.faq} />
      </Section>
      {video && (
        <Suspense fallback={null}>
          <VideoDialog video={homeContent.video} open onClose={() => setVideo(false)} />
        </Suspense>
      )}
    </>
  );
}

const Play = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 0 12px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textOnDark};
  font-size: ${({ theme }) => theme.font.size.lead};
  cursor: pointer;
  span {
    /* Not flex gap (Chromium 84): the label after it is text, not an element. */
    margin-right: 8px;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.16);
    font-size: 0.875rem;
  }
`;

const More = styled(Link)`
  display: block;
  width: fit-content;
  margin: ${({ theme }) => theme.space.lg} auto 0;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
