/**
 * The 信创 matrix: our products down, the platforms across, grouped by kind (操作系统, CPU,
 * 数据库), each cell 已适配 with its 互认证明 number, 适配中 or 不适用. A real table with
 * header scopes, scrolling inside its own box on a phone, the product column held in place.
 */
import styled, { type DefaultTheme } from 'styled-components';
import { productPage } from '../../../shared/cooperation';
import { COMPATIBILITY_LABELS, PLATFORM_KINDS, PLATFORMS, type Compatibility, type CompatibilityRow } from '../../../shared/content/trust';
import { Link } from '../../ui/Link';
import { ScrollTable } from './ScrollTable';
import { tableStyle } from './tableStyle';

/** What an adapted cell says where the platform's vendor issued no 互认证明. */
const JOINT_TEST = '联合测试';

const kindsShown = PLATFORM_KINDS.map((kind) => ({ ...kind, span: PLATFORMS.filter((p) => p.kind === kind.id).length }));

function Cell({ value }: { value: Compatibility }) {
  return (
    <td>
      <Status $status={value.status}>{COMPATIBILITY_LABELS[value.status]}</Status>
      {value.status === 'adapted' && <Certificate>{value.certificate ?? JOINT_TEST}</Certificate>}
    </td>
  );
}

export function CompatibilityMatrix({ rows }: { rows: CompatibilityRow[] }) {
  return (
    <>
      <ScrollTable label="信创适配清单" overflowsBelow="desktop">
        <Table>
          <caption>产品 × 平台适配情况</caption>
          <colgroup span={1} />
          {kindsShown.map((kind) => (
            <colgroup key={kind.id} span={kind.span} />
          ))}
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                产品
              </th>
              {kindsShown.map((kind) => (
                <th key={kind.id} scope="colgroup" colSpan={kind.span}>
                  {kind.label}
                </th>
              ))}
            </tr>
            <tr>
              {PLATFORMS.map((platform) => (
                <th key={platform.id} scope="col">
                  {platform.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const page = productPage(row.product);
              return (
                <tr key={row.product}>
                  <th scope="row">
                    {page ? <Link to={page.path}>{page.name}</Link> : row.product}
                    <Checked>
                      核验 <time dateTime={row.verifiedOn}>{row.verifiedOn}</time>
                    </Checked>
                  </th>
                  {PLATFORMS.map((platform) => (
                    <Cell key={platform.id} value={row.cells[platform.id]} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollTable>
      <Legend>已适配项下方为平台厂商出具的互认证明编号；“{JOINT_TEST}”表示已与厂商完成联合测试，尚无互认证明编号。</Legend>
    </>
  );
}

const Table = styled.table`
  ${tableStyle}
  min-width: 1040px;
  th, td { padding: 10px 12px; }
  thead th { text-align: center; white-space: nowrap; }
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 128px;
    box-shadow: 1px 0 0 ${({ theme }) => theme.color.border};
  }
`;

/**
 * 已适配's green, the one colour the theme has no token for: kept here, out of the first load
 * every page shares. 5.9:1 on white, 5.1:1 on its own 12 % tint.
 */
const ADAPTED = '#13723f';

/** Text on a 12 % tint of itself (the theme's accentText is 4.5:1 there), or muted on grey. */
const statusColours = (theme: DefaultTheme): Record<Compatibility['status'], { text: string; background: string }> => ({
  adapted: { text: ADAPTED, background: 'rgba(19, 114, 63, 0.12)' },
  inProgress: { text: theme.color.accentText, background: 'rgba(255, 106, 61, 0.12)' },
  notApplicable: { text: theme.color.textMuted, background: theme.color.backgroundSoft },
});

const Status = styled.span<{ $status: Compatibility['status'] }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ $status, theme }) => statusColours(theme)[$status].text};
  background: ${({ $status, theme }) => statusColours(theme)[$status].background};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

const Certificate = styled.span`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

const Checked = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Legend = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
