/**
 * 无障碍声明: the level the site aims at, how each part of it is checked, what is known not to
 * meet it, and a feedback that goes where every lead goes: the cooperation form with 使用场景
 * prefilled as 无障碍反馈 (the modal with JavaScript, /cooperation.html?scene=accessibility
 * without), whose leads the server keeps in its outbox until the upstream takes them
 * (server/leads/outbox.ts). The statement is data (shared/content/accessibility.ts); needs no
 * upstream read.
 */
import styled from 'styled-components';
import { accessibilityStatement } from '../../shared/content/accessibility';
import { COMPANY_NAME } from '../../shared/site';
import { useAppData } from '../appDataContext';
import { useCooperationLink } from '../cooperation/CooperationContext';
import { below } from '../theme';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { FigureBand } from '../ui/FigureBand';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import { Card, Facts } from './trust/Card';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { accessibilityText as pageText } from '../../shared/pageText/accessibility';

const { standard, level, wcag, scope, status, reviewedOn, measures, checks, limits, answerWithin } = accessibilityStatement;

const overview = [
  { value: level, label: 'GB/T 37668-2019' },
  { value: wcag.replace('WCAG 2.1 ', ''), label: '对应WCAG 2.1' },
  { value: `${checks.length}类`, label: '自动化检测' },
  { value: '375/1440', label: '检测宽度（px）' },
];

/** What the button says: the page's one way to the form, in the hero and in 反馈与联系. */
const FEEDBACK = '提交无障碍反馈';

function FeedbackButton({ variant }: { variant?: 'ghost' }) {
  const feedback = useCooperationLink({ scene: 'accessibility' });
  return (
    <ButtonLink {...feedback} $variant={variant} $size="large">
      {FEEDBACK}
    </ButtonLink>
  );
}

export default function AccessibilityPage({ route }: PageProps) {
  const { site } = useAppData();
  return (
    <>
      <PageHero eyebrow={COMPANY_NAME} heading={route.heading} intro={route.intro}>
        <FeedbackButton />
      </PageHero>
      <Container>
        <FigureBand figures={overview} label="无障碍概览" />
      </Container>
      <Section id="conformance" title="适用标准与目标等级" soft>
        <Narrow>
          <Card verifiedOn={reviewedOn}>
            <Facts
              facts={[
                ['依据标准', standard],
                ['目标等级', `${level}（对应${wcag}）`],
                ['适用范围', scope],
                ['符合情况', status],
              ]}
            />
          </Card>
        </Narrow>
      </Section>
      <Section id="measures" title="我们采取的措施" lead="以下做法适用于本网站的每一个页面。">
        <Measures>
          {measures.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Measures>
      </Section>
      <Section id="testing" title="检测方式" lead="以下检测随本网站的自动化测试在每次代码变更时运行，检测脚本均在项目代码库中。" soft>
        <Checks>
          {checks.map((check) => (
            <li key={check.title}>
              <h3>{check.title}</h3>
              <p>{check.text}</p>
              <p className="tests">
                检测脚本：
                {check.tests.map((file) => (
                  <code key={file}>{file}</code>
                ))}
              </p>
            </li>
          ))}
        </Checks>
      </Section>
      <Section id="limits" title="已知限制" lead="以下内容目前尚未完全达到目标等级，我们正在持续改进。">
        <Limits>
          {limits.map((limit) => (
            <div key={limit.title}>
              <dt>{limit.title}</dt>
              <dd>{limit.text}</dd>
            </div>
          ))}
        </Limits>
      </Section>
      <Section id="feedback" title="反馈与联系" soft>
        <Narrow>
          <Feedback>
            <p>
              如果您在使用本网站时遇到无障碍方面的困难，或有改进建议，请告诉我们遇到问题的页面和具体情况。我们会在{answerWithin}
              内通过您留下的手机号码答复。
            </p>
            <p>反馈表单与合作咨询共用，“使用场景”一栏已填好“无障碍反馈”，请在其后补充说明；个人用户在“企业名称”一栏填写“个人”即可。</p>
            <Facts
              facts={[
                ['客服热线', <a href={`tel:${site.servicePhone}`}>{site.servicePhone}</a>],
                ['服务时间', '工作日 9:00–18:00'],
                ['通信地址', site.companyAddress],
              ]}
            />
            <Actions>
              <FeedbackButton />
            </Actions>
          </Feedback>
        </Narrow>
      </Section>
    </>
  );
}

const Narrow = styled.div`
  max-width: 880px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
`;

const Measures = styled.ul`
  max-width: 880px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding-left: 1.2em;
  list-style: disc;
  color: ${({ theme }) => theme.color.textSecondary};
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Checks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
  > li {
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
  }
  /* An odd last card takes the whole row rather than leaving half of it empty. */
  > li:last-child:nth-child(odd) { grid-column: 1 / -1; }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.textSecondary}; }
  .tests { font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textMuted}; }
  code {
    display: inline-block;
    margin: 2px 6px 2px 0;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.backgroundSoft};
    color: ${({ theme }) => theme.color.text};
    overflow-wrap: anywhere;
  }
`;

const Limits = styled.dl`
  max-width: 880px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  > div {
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt { color: ${({ theme }) => theme.color.navy}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  dd { margin: 4px 0 0; color: ${({ theme }) => theme.color.textSecondary}; }
`;

const Feedback = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  > p { color: ${({ theme }) => theme.color.textSecondary}; }
  > p + p { margin-top: ${({ theme }) => theme.space.sm}; }
  dl { margin-top: ${({ theme }) => theme.space.md}; }
  dd a { color: ${({ theme }) => theme.color.primary}; }
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;
