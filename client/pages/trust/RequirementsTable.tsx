/** What a private deployment needs, item by item: the minimum and what we recommend. */
import styled from 'styled-components';
import type { TrustCentre } from '../../../shared/content/trust';
import { below } from '../../theme';
import { tableStyle } from './tableStyle';

export function RequirementsTable({ requirements }: { requirements: TrustCentre['privateDeployment']['requirements'] }) {
  return (
    <Table>
      <caption>单节点配置；生产环境的节点数见下方说明</caption>
      <thead>
        <tr>
          <th scope="col">配置项</th>
          <th scope="col">最低配置</th>
          <th scope="col">推荐配置</th>
        </tr>
      </thead>
      <tbody>
        {requirements.map((r) => (
          <tr key={r.item}>
            <th scope="row">{r.item}</th>
            <td>{r.minimum}</td>
            <td>{r.recommended}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  ${tableStyle}
  margin-top: ${({ theme }) => theme.space.xl};
  tbody th { width: 18%; }
  /* Three columns of Chinese text wrap to a phone's width: no sideways scrolling. */
  ${below('phone')} {
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;
