/**
 * 信任中心: what a government buyer's review asks for, on one page. The statements are data
 * (shared/content/trust.ts), the filings configuration (AppData.site.filings); /trust.json
 * serves the same (server/compliance/trustJson.ts). Needs no upstream read.
 */
import styled from 'styled-components';
import { trustCentre, TRUST_JSON_PATH, SECURITY_ANCHOR } from '../../shared/content/trust';
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
import { CompatibilityMatrix } from './trust/CompatibilityMatrix';
import { FilingTable } from './trust/FilingTable';
import { RequirementsTable } from './trust/RequirementsTable';
import { VerifiedOn } from './trust/VerifiedOn';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { trustText as pageText } from '../../shared/pageText/trust';

const { mlps, xinchuang, ipv6, accessibility, privateDeployment, security } = trustCentre;

const certificates = xinchuang.flatMap((row) => Object.values(row.cells)).filter((cell) => cell.status === 'adapted' && cell.certificate).length;

const overview = [
  { value: mlps.label, label: `${mlps.assessedYear}年完成测评` },
  { value: `${certificates}项`, label: '信创互认证明' },
  { value: ipv6.supported ? 'IPv6' : 'IPv4', label: ipv6.supported ? '双栈访问' : '仅IPv4' },
  { value: accessibility.level, label: 'GB/T 37668无障碍' },
];

/** 资质材料包 goes through the cooperation form, with its consent; without JavaScript, the form's page. */
function MaterialsButton({ variant }: { variant?: 'light' }) {
  const request = useCooperationLink({ scene: 'qualification' });
  return (
    <ButtonLink {...request} $variant={variant} $size="large">
      申请资质材料包
    </ButtonLink>
  );
}

export default function TrustPage({ route }: PageProps) {
  const { site } = useAppData();
  return (
    <>
      <PageHero eyebrow={COMPANY_NAME} heading={route.heading} intro={route.intro}>
        <MaterialsButton />
        <ButtonLink href={TRUST_JSON_PATH} $variant="light" $size="large" type="application/json">
          机器可读版本（JSON）
        </ButtonLink>
      </PageHero>
      <Container>
        <FigureBand figures={overview} label="资质概览" />
      </Container>
      <Section id="filings" title="备案信息" lead="网站、生成式人工智能服务与深度合成算法的备案编号，均可在主管部门的公示系统核对。">
        <FilingTable filings={site.filings} />
      </Section>
      <Section id="mlps" title="网络安全等级保护" soft>
        <Narrow>
          <Card verifiedOn={mlps.verifiedOn}>
            <Facts
              facts={[
                ['保护等级', `${mlps.level}（${mlps.label}）`],
                ['定级系统', mlps.system],
                ['最近一次测评', `${mlps.assessedYear}年`],
                ['公安机关备案证明编号', mlps.recordNumber],
                ['下次测评', mlps.nextAssessment],
              ]}
            />
          </Card>
        </Narrow>
      </Section>
      <Section id="xinchuang" title="信创适配" lead="主要产品在国产操作系统、CPU与数据库上的适配情况，已适配项附平台厂商出具的互认证明编号。">
        <CompatibilityMatrix rows={xinchuang} />
      </Section>
      <Section id="network" title="IPv6与无障碍" soft>
        <Pair>
          <Card title={ipv6.supported ? 'IPv6：支持双栈' : 'IPv6：暂不支持'} verifiedOn={ipv6.verifiedOn}>
            <p>{ipv6.summary}</p>
            <ul>
              {ipv6.scope.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Card>
          <Card title={`无障碍：${accessibility.level}`} verifiedOn={accessibility.verifiedOn}>
            <Facts
              facts={[
                ['依据标准', accessibility.standard],
                ['检测范围', accessibility.scope],
                ['检测方法', accessibility.method],
              ]}
            />
          </Card>
        </Pair>
      </Section>
      <Section id="private-deployment" title="私有化部署" lead="数据不出本单位机房：平台可部署在您的信创环境或内网中。">
        <RequirementsTable requirements={privateDeployment.requirements} />
        <Notes>
          {privateDeployment.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </Notes>
        <VerifiedOn date={privateDeployment.verifiedOn} />
      </Section>
      <Section id={SECURITY_ANCHOR} title="安全漏洞报告" soft>
        <Narrow>
          <Card verifiedOn={security.verifiedOn}>
            <Facts
              facts={[
                ['安全联系邮箱', <a href={`mailto:${security.email}`}>{security.email}</a>],
                ['确认收到', `${security.acknowledgeWithin}内`],
                ['机器可读', <a href="/.well-known/security.txt">security.txt</a>],
              ]}
            />
            <ul>
              {security.policy.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Card>
        </Narrow>
      </Section>
      <Materials aria-labelledby="materials-heading">
        <MaterialsInner>
          <div>
            <h2 id="materials-heading">申请资质材料包</h2>
            <p>含等保测评结论、信创互认证明、备案证明与无障碍检测报告的加盖公章扫描件，供招标与采购评审使用。</p>
          </div>
          <MaterialsButton />
        </MaterialsInner>
      </Materials>
    </>
  );
}

const Narrow = styled.div`
  max-width: 880px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${below('tablet')} {
    grid-template-columns: 1fr;
  }
`;

const Notes = styled.ul`
  margin-top: ${({ theme }) => theme.space.md};
  padding-left: 1.2em;
  list-style: disc;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Materials = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const MaterialsInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  /* Not flex gap (Chromium 84): as client/ui/CallToAction.tsx spaces its text and actions. */
  margin-top: calc(0px - ${({ theme }) => theme.space.lg});
  & > * { margin-top: ${({ theme }) => theme.space.lg}; }
  & > :first-child { margin-right: ${({ theme }) => theme.space.lg}; max-width: 720px; }
  h2 { font-size: 1.5rem; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: 4px; color: ${({ theme }) => theme.color.textSecondary}; }
`;
