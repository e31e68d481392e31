/**
 * The effective filings (configuration, handed over as AppData.site.filings) as a table:
 * what each covers, its number (a demo placeholder marked 示例) and where the public checks it.
 */
import styled from 'styled-components';
import type { Filings } from '../../../shared/filings';
import { filingRows } from '../../../shared/trustFilings';
import { DemoMark } from '../../layout/DemoMark';
import { below } from '../../theme';
import { tableStyle } from './tableStyle';

export function FilingTable({ filings }: { filings: Filings }) {
  return (
    <Table>
      <caption>编号以主管部门公示为准，可点击“查询”核对</caption>
      <thead>
        <tr>
          <th scope="col">备案类别</th>
          <th scope="col">备案编号</th>
          <th scope="col">核对</th>
        </tr>
      </thead>
      <tbody>
        {filingRows(filings).map((row) => (
          <tr key={row.kind + row.subject}>
            <th scope="row">
              {row.kind}
              <Subject>{row.subject}</Subject>
            </th>
            <td>
              <FilingNumber>{row.number}</FilingNumber>
              <DemoMark value={row.number} />
            </td>
            <td>
              <a href={row.queryUrl} target="_blank" rel="noopener noreferrer">
                查询
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  ${tableStyle}
  margin-top: ${({ theme }) => theme.space.xl};
  tbody th { width: 32%; }
  td:last-child { width: 72px; white-space: nowrap; }
  ${below('phone')} {
    td:last-child { width: auto; }
  }
`;

const Subject = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textSecondary};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** Long runs of digits (网信算备…号) break anywhere rather than widen a phone's table. */
const FilingNumber = styled.span`
  word-break: break-all;
  font-variant-numeric: tabular-nums;
`;
