/**
 * What a buyer reads after a product's capabilities and scenarios, on product and studio
 * pages alike: 技术优势 in numbers, 客户案例, 常见问题, 相关产品 and the closing call to action.
 */
import type { BuyerContent, Point } from '../../../shared/content/types';
import { productOf } from '../../../shared/cooperation';
import type { PageEntry } from '../../../shared/routeTable';
import { CallToAction } from '../../ui/CallToAction';
import { CaseList } from '../../ui/CaseList';
import { FaqList } from '../../ui/FaqList';
import { FigureBand } from '../../ui/FigureBand';
import { columnsFor, PointGrid } from '../../ui/PointGrid';
import { RelatedPages } from '../../ui/RelatedPages';
import { Section } from '../../ui/Section';

export function BuyerSections({ page, content, advantages, related }: { page: PageEntry; content: BuyerContent; advantages?: Point[]; related: PageEntry[] }) {
  return (
    <>
      <Section id="advantages" title="技术优势">
        <FigureBand figures={content.figures} label={`${page.name}的技术指标`} />
        {advantages && <PointGrid points={advantages} columns={columnsFor(advantages.length)} />}
      </Section>
      <Section id="cases" title="客户案例" lead="不同类型客户的用法与成效" soft>
        <CaseList cases={content.cases} />
      </Section>
      <Section id="faq" title="常见问题">
        <FaqList faq={content.faq} />
      </Section>
      <RelatedPages title="相关产品" pages={related} />
      <CallToAction title={`立即体验${page.name}`} text="开通即可免费试用，专属顾问为您提供接入与方案咨询。" about={{ product: productOf(page.path) }} />
    </>
  );
}
