/** 信息中心: company news from the information-centre call. */
import styled from 'styled-components';
import { API } from '../../../shared/api';
import type { InfoListData } from '../../../shared/upstream/infoList';
import type { DataRequest, DataResult } from '../../../shared/dataRequest';
import { DataFailure } from '../../data/DataStatus';

/** The information centre's latest `count` entries, newest first: 关于我们 shows six, 更新日志 more. */
export const latestNewsRequest = (count: number): DataRequest => ({ call: API.infoCenterList, body: { pageNum: 1, pageSize: count } });

export function InfoCenterList({ result, retry }: { result: DataResult<InfoListData>; retry: () => void }) {
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  return (
    <>
      <List data-testid="info-list">
        {result.data.list.map((item) => (
          <li key={item.id}>
            <time dateTime={item.publishedAt}>{item.publishedAt.slice(0, 10)}</time>
            <div>
              <h3>{item.title}</h3>
              <p>{item.summary}</p>
            </div>
          </li>
        ))}
      </List>
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    grid-template-columns: 110px 1fr;
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  time { color: ${({ theme }) => theme.color.primary}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { margin-top: 4px; color: ${({ theme }) => theme.color.textSecondary}; }
`;
