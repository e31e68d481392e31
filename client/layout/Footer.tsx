import { lazy, Suspense, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { COMPLAINT_PATH } from '../../shared/complaintLink';
import { qrBitmap, qrImage } from '../../shared/qr';
import { productGroups, routeTable } from '../../shared/routeTable';
import { pageEntries } from '../../shared/routeViews';
import { COMPANY_NAME, NEWS_SITE_NAME } from '../../shared/site';
import { useAppData } from '../appDataContext';
import { useCooperation, useCooperationLink } from '../cooperation/CooperationContext';
import { useVisitor } from '../visitor/VisitorContext';
import { below } from '../theme';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { spaceInRow } from '../ui/flexSpace';
import { Link } from '../ui/Link';
import { markupPart } from '../ui/markupPart';
import { MINI_PROGRAM_QR, OFFICIAL_ACCOUNT_QR, WECHAT_QR, type QrCode } from '../widget/qrCodes';
import { Logo } from './Logo';
import { useConsoleLinks } from './useConsoleLinks';

/**
 * The WeChat codes, on every screen: where the floating column shows them (1440 px and
 * wider) and where it does not (issue 27). Each is a link to its bitmap (a phone without
 * JavaScript long-presses or saves that), and with JavaScript opens it as a sheet.
 */
const FOOTER_QR_CODES = [WECHAT_QR, MINI_PROGRAM_QR, OFFICIAL_ACCOUNT_QR];
const QrSheet = lazy(() => import('../widget/QrSheet'));
const FilingNotices = markupPart(() => import('./FilingNotices').then((part) => part.default));

/** Each product group links to its first page. */
const productLinks = productGroups.flatMap((group) => {
  const first = routeTable.find((r) => r.type === 'page' && r.placements.some((p) => p.menu === 'product' && p.group === group.id));
  return first && first.type === 'page' ? [{ label: group.label, to: first.path }] : [];
});

/** The top-bar pages other than home. */
const serviceLinks = pageEntries.filter((r) => r.path !== '/' && r.placements.some((p) => p.menu === 'top')).map((r) => ({ label: r.name, to: r.path }));

interface FooterLink {
  label: string;
  to: string;
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Column aria-label={title}>
      <ColumnTitle>{title}</ColumnTitle>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Column>
  );
}

export function Footer() {
  const { site, year } = useAppData();
  const console = useConsoleLinks();
  const cooperation = useCooperation();
  const contact = useCooperationLink();
  const visitor = useVisitor();
  const [sheet, setSheet] = useState<QrCode>();

  function showQr(event: MouseEvent, code: QrCode) {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setSheet(code);
  }

  function contactUs(event: MouseEvent) {
    // docs/product.md#bare-intention: a logged-in visitor's 联系我们 also records a bare intention for the tenant.
    if (visitor.loggedIn) {
      const { serviceId } = cooperation.state;
      import('../cooperation/bareIntention').then(({ recordBareIntention }) => recordBareIntention(serviceId)).catch(() => {});
    }
    contact.onClick(event);
  }
  return (
    <footer>
      <Banner aria-labelledby="footer-trial-heading">
        <BannerInner>
          <div>
            <BannerTitle id="footer-trial-heading">开启智能媒体新时代</BannerTitle>
            <BannerText>注册即可免费试用智能采集、智能生成、智能风控等全系AI能力</BannerText>
          </div>
          <ButtonLink href={console.register} $variant="light" $size="large">
            免费试用
          </ButtonLink>
        </BannerInner>
      </Banner>
      <Main>
        <Columns>
          <Brand>
            <Logo inverted />
            <p>{COMPANY_NAME}旗下人工智能媒体技术开放平台，服务媒体机构、政府部门与企业客户。</p>
          </Brand>
          <LinkColumn title="产品矩阵" links={productLinks} />
          <LinkColumn title="服务与支持" links={serviceLinks} />
          <Column aria-label="联系">
            <ColumnTitle>联系</ColumnTitle>
            <ul>
              <li>
                <Link to="/about.html">关于我们</Link>
              </li>
              <li>
                <Link to="/trust.html">信任中心</Link>
              </li>
              <li>
                <Link to="/accessibility.html">无障碍声明</Link>
              </li>
              <li>
                <a href={contact.href} onClick={contactUs}>
                  联系我们
                </a>
              </li>
              <li>
                <a href={site.newsSiteUrl} target="_blank" rel="noopener noreferrer">
                  {NEWS_SITE_NAME}
                </a>
              </li>
              <li>
                <Link to={COMPLAINT_PATH}>投诉举报</Link>
              </li>
              <li>客服热线：{site.servicePhone}</li>
            </ul>
          </Column>
          <QrColumn>
            <ColumnTitle id="footer-qr-heading">微信扫码</ColumnTitle>
            <Codes aria-labelledby="footer-qr-heading">
              {FOOTER_QR_CODES.map((code) => (
                <li key={code.qr}>
                  <a href={qrBitmap(code.qr)} onClick={(event) => showQr(event, code)}>
                    <img src={qrImage(code.qr)} alt="" width={QR_THUMB_PX} height={QR_THUMB_PX} loading="lazy" />
                    {code.label}
                  </a>
                </li>
              ))}
            </Codes>
          </QrColumn>
        </Columns>
        <Notices>
          <span>
            © {year} {COMPANY_NAME} 版权所有
          </span>
          <FilingNotices filings={site.filings} />
          <span>地址：{site.companyAddress}</span>
        </Notices>
      </Main>
      {sheet && (
        <Suspense fallback={null}>
          <QrSheet code={sheet} onClose={() => setSheet(undefined)} />
        </Suspense>
      )}
    </footer>
  );
}

const Banner = styled.section`
  background: linear-gradient(100deg, ${({ theme }) => theme.color.primaryDark}, ${({ theme }) => theme.color.primary} 60%, #4f8cff);
  color: ${({ theme }) => theme.color.textOnDark};
`;

const BannerInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  /* Not flex gap (Chromium 84): margins, across the row and down the phone's column. */
  & > * + * { margin-left: ${({ theme }) => theme.space.lg}; }
  min-height: 150px;
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.lg};
  ${below('phone')} {
    flex-direction: column;
    align-items: flex-start;
    & > * + * { margin-left: 0; margin-top: ${({ theme }) => theme.space.lg}; }
  }
`;

const BannerTitle = styled.h2`
  font-size: 1.625rem;
`;

const BannerText = styled.p`
  color: ${({ theme }) => theme.color.textOnDarkMuted};
`;

const Main = styled.div`
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.textOnDarkMuted};
  font-size: ${({ theme }) => theme.font.size.small};
  a:hover { color: ${({ theme }) => theme.color.textOnDark}; }
`;

const Columns = styled(Container)`
  display: grid;
  grid-template-columns: 1.5fr 1fr 1fr 1fr auto;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  ${below('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  max-width: 320px;
  ${below('tablet')} {
    grid-column: 1 / -1;
  }
`;

const QR_THUMB_PX = 72;

const QrColumn = styled.div`
  ${below('tablet')} {
    grid-column: 1 / -1;
  }
`;

const Codes = styled.ul`
  display: flex;
  ${spaceInRow('md')}
  a { display: grid; justify-items: center; gap: ${({ theme }) => theme.space.xs}; font-size: 0.75rem; }
  img { padding: 4px; border-radius: ${({ theme }) => theme.radius.small}; background: ${({ theme }) => theme.color.background}; }
`;

const Column = styled.nav`
  li { padding: 3px 0; }
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.body};
  color: ${({ theme }) => theme.color.textOnDark};
`;

const Notices = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  /* Not flex gap (Chromium 84): each notice keeps its distance after and above it. */
  & > * { margin-right: ${({ theme }) => theme.space.lg}; margin-top: ${({ theme }) => theme.space.xs}; }
  padding-top: calc(${({ theme }) => theme.space.md} - ${({ theme }) => theme.space.xs});
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
`;
