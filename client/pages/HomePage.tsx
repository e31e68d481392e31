import styled from 'styled-components';
import { anchorNamed, pagesInGroup } from '../../shared/navigation';
import { productGroups } from '../../shared/routes';
import { COMPANY_NAME } from '../../shared/site';
import { useCooperation } from '../cooperation/CooperationContext';
import { useConsoleLinks } from '../layout/useConsoleLinks';
import { Button, ButtonLink } from '../ui/Button';
import { LinkCards } from '../ui/LinkCards';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import type { PageProps } from './registry';

const CASES = [
  { sector: '媒体', name: '省级融媒体中心', text: '以AI创作工作室与多平台分发重塑采编流程，重大报道的成稿与分发时间从小时级缩短到分钟级。' },
  { sector: '政务', name: '市级政务新媒体矩阵', text: '政务内容经智能风控三审把关，结合政策解读H5与数据大屏，实现发布安全与传播效果双提升。' },
  { sector: '企业', name: '大型制造企业品牌中心', text: '借助AI视觉与视频工作室批量生成品牌物料，并以AI智能客服承接咨询，营销内容产能显著提升。' },
];

export default function HomePage({ route }: PageProps) {
  const console = useConsoleLinks();
  const cooperation = useCooperation();
  const copyright = anchorNamed('copyright');
  const cases = anchorNamed('cases');
  return (
    <>
      <PageHero eyebrow={COMPANY_NAME} heading={route.heading} intro={route.intro}>
        <ButtonLink href={console.register} $size="large">
          免费试用
        </ButtonLink>
        <Button type="button" $variant="light" $size="large" onClick={() => cooperation.open()}>
          合作咨询
        </Button>
      </PageHero>
      <Section id="products" title="产品矩阵" lead="覆盖内容生产、审核、分发与商业化运营的全链路AI能力">
        <LinkCards
          cards={productGroups.flatMap((group) => {
            const pages = pagesInGroup(group.id);
            const first = pages[0];
            return first ? [{ to: first.path, title: group.label, text: pages.map((p) => p.name).join('、') }] : [];
          })}
        />
      </Section>
      {copyright && (
        <Section id={copyright.hash} title={copyright.name} soft lead="把权威媒体的内容、技术与运营经验，以版权授权和能力输出的方式交付给合作伙伴">
          <Points>
            <li>
              <strong>内容版权授权</strong>
              <span>新闻稿件、图片、视频与数据产品按需授权，来源权威、权属清晰。</span>
            </li>
            <li>
              <strong>技术能力输出</strong>
              <span>大模型与智能工具以API、私有化部署和AI一体机等方式交付。</span>
            </li>
            <li>
              <strong>内容策划与运营</strong>
              <span>资深编辑团队提供选题策划、专题制作与账号代运营服务。</span>
            </li>
          </Points>
        </Section>
      )}
      {cases && (
        <Section id={cases.hash} title={cases.name} lead="服务媒体机构、政府部门与企业客户的实践">
          <Points>
            {CASES.map((c) => (
              <li key={c.name}>
                <strong>
                  {c.sector} · {c.name}
                </strong>
                <span>{c.text}</span>
              </li>
            ))}
          </Points>
        </Section>
      )}
    </>
  );
}

const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  strong { color: ${({ theme }) => theme.color.navy}; font-size: ${({ theme }) => theme.font.size.h3}; }
  span { color: ${({ theme }) => theme.color.textSecondary}; }
`;
