/**
 * Where else a complaint may go: the group's 举报 mailbox and phone (configuration, AppData's
 * filings; a demo placeholder marked 示例) and the national 12377 centre, with how fast we answer.
 */
import styled from 'styled-components';
import { ANSWER_WITHIN } from '../../../shared/complaint';
import { NATIONAL_REPORT_PHONE, NATIONAL_REPORT_URL, type Filings } from '../../../shared/filings';
import { DemoMark } from '../../layout/DemoMark';

export function ReportChannels({ filings }: { filings: Filings }) {
  return (
    <Channels aria-labelledby="report-channels-title">
      <h2 id="report-channels-title">其他举报渠道</h2>
      <p>{ANSWER_WITHIN}，举报人信息严格保密。</p>
      <Facts>
        <div>
          <dt>举报邮箱</dt>
          <dd>
            <a href={`mailto:${filings.reportEmail}`}>{filings.reportEmail}</a>
            <DemoMark value={filings.reportEmail} />
          </dd>
        </div>
        <div>
          <dt>举报电话</dt>
          <dd>
            <a href={`tel:${filings.reportPhone}`}>{filings.reportPhone}</a>
            <DemoMark value={filings.reportPhone} />
          </dd>
        </div>
        <div>
          <dt>受理时间</dt>
          <dd>工作日 9:00–18:00，邮件全天受理</dd>
        </div>
      </Facts>
      <National>
        <strong>中央网信办（国家互联网信息办公室）违法和不良信息举报中心</strong>
        <span>
          举报电话 <a href={`tel:${NATIONAL_REPORT_PHONE}`}>{NATIONAL_REPORT_PHONE}</a> ·{' '}
          <a href={NATIONAL_REPORT_URL} target="_blank" rel="noopener noreferrer">
            www.12377.cn
          </a>
        </span>
      </National>
    </Channels>
  );
}

const Channels = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.textSecondary};
  h2 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  > p { margin-top: 4px; font-size: ${({ theme }) => theme.font.size.small}; }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  div { display: grid; grid-template-columns: 5em minmax(0, 1fr); }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.text}; overflow-wrap: anywhere; }
  /* Underlined: beside 示例 a link is in running text, and must not be told apart by colour alone. */
  a { color: ${({ theme }) => theme.color.primary}; font-weight: ${({ theme }) => theme.font.weight.medium}; text-decoration: underline; text-underline-offset: 2px; }
`;

const National = styled.p`
  display: grid;
  gap: 4px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.backgroundSoft};
  font-size: ${({ theme }) => theme.font.size.small};
  strong { color: ${({ theme }) => theme.color.navy}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  a { color: ${({ theme }) => theme.color.primary}; text-decoration: underline; text-underline-offset: 2px; }
`;
