/**
 * The footer's filings and 举报 line: the ICP number linking to 工信部's query site, the 公安
 * number with its badge linking to its own record, and the 违法和不良信息举报 contacts with the
 * national 12377 centre. A demo placeholder carries 示例, so no one takes it for a filing.
 * Markup only: the footer loads it with ../ui/markupPart.tsx, outside the first load.
 */
import styled from 'styled-components';
import { ICP_QUERY_URL, NATIONAL_REPORT_PHONE, NATIONAL_REPORT_URL, psbQueryUrl, type Filings } from '../../shared/filings';
import { DemoMark } from './DemoMark';

const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The 公安 badge, drawn here (public/police-badge.svg): a file, so no page's script carries its drawing. */
const POLICE_BADGE = '/police-badge.svg';

export default function FilingNotices({ filings }: { filings: Filings }) {
  return (
    <>
      <span>
        <a href={ICP_QUERY_URL} {...OUTSIDE}>
          {filings.icpNumber}
        </a>
        <DemoMark value={filings.icpNumber} />
      </span>
      <span>
        <Badged href={psbQueryUrl(filings.psbNumber)} {...OUTSIDE}>
          {/* Lazy: at the page's foot, and React then writes no preload into the head for it (client/ui/Prerendered.tsx). */}
          <img src={POLICE_BADGE} alt="" width={16} height={16} loading="lazy" />
          {filings.psbNumber}
        </Badged>
        <DemoMark value={filings.psbNumber} />
      </span>
      <span>
        违法和不良信息举报：
        <a href={`mailto:${filings.reportEmail}`}>{filings.reportEmail}</a>
        <DemoMark value={filings.reportEmail} /> · 电话 {filings.reportPhone}
        <DemoMark value={filings.reportPhone} /> ·{' '}
        <a href={NATIONAL_REPORT_URL} {...OUTSIDE}>
          {`中央网信办举报中心 ${NATIONAL_REPORT_PHONE}`}
        </a>
      </span>
    </>
  );
}

const Badged = styled.a`
  display: inline-flex;
  align-items: center;
  img { margin-right: 4px; flex: none; }
`;
