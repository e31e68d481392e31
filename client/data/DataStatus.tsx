/**
 * What a data section shows while its data loads or when it could not be loaded. Only
 * the data pages draw these, so they are not in the entry bundle with ./Streamed.tsx.
 */
import styled from 'styled-components';

/** What a section shows when its data could not be loaded: the reason and a retry. */
export function DataFailure({ desc, retry }: { desc: string; retry: () => void }) {
  return (
    <Failure role="alert">
      <p>{desc}</p>
      <button type="button" onClick={retry}>
        重新加载
      </button>
    </Failure>
  );
}

export function DataLoading({ label }: { label: string }) {
  return (
    <Loading role="status" aria-live="polite">
      {label}
    </Loading>
  );
}

/** The dashed box a data section shows instead of its data (a failure, a missing document). */
export const DataNotice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Failure = styled(DataNotice)`
  button {
    padding: 6px 16px;
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.small};
    background: none;
    color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
`;

const Loading = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
