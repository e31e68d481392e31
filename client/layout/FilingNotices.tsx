/**
 * The footer's filings and 举报 line: the ICP number linking to 工信部's query site, the 公安
 * number with its badge linking to its own record, and the 违法和不良信息举报 contacts with the
 * national 12377 centre. A demo placeholder carries 示例, so no one takes it for a filing.
 */
import styled from 'styled-components';
import { ICP_QUERY_URL, NATIONAL_REPORT_PHONE, NATIONAL_REPORT_URL, psbQueryUrl, type Filings } from '../../shared/filings';
import { useAppData } from '../appDataContext';

const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** 示例 beside a placeholder value. */
export function DemoMark({ value }: { value: string }) {
  return useAppData().site.filings.demoValues.includes(value) ? <Demo>（示例）</Demo> : null;
}

/** The 公安 badge: a shield with the national emblem's star, drawn here, 16 px. */
function PoliceBadge() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1 14 3.2v4.3c0 3.4-2.5 6.1-6 7.5-3.5-1.4-6-4.1-6-7.5V3.2z" fill="#1f4fa3" stroke="#f5c542" strokeWidth="1" />
      <path d="m8 4.4.9 1.9 2.1.3-1.5 1.4.4 2.1L8 9.1l-1.9 1 .4-2.1L5 6.6l2.1-.3z" fill="#f5c542" />
    </svg>
  );
}

export function FilingNotices({ filings }: { filings: Filings }) {
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
          <PoliceBadge />
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
  svg { margin-right: 4px; flex: none; }
`;

const Demo = styled.span`
  opacity: 0.8;
`;
