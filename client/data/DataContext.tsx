/** Reading upstream data in a component: suspends until it is there, on both sides. */
import { createContext, use, useContext, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DataStore, dataKey, type DataRequest, type DataResult } from './dataStore';

const DataContext = createContext<DataStore | null>(null);

export function DataProvider({ store, children }: { store: DataStore; children: ReactNode }) {
  return <DataContext.Provider value={store}>{children}</DataContext.Provider>;
}

/** The section's data, plus `retry` for the fallback's button. */
export function useUpstream<T>(request: DataRequest): { result: DataResult<T>; retry: () => void; key: string } {
  const store = useContext(DataContext);
  if (!store) throw new Error('useUpstream: no DataProvider above this component');
  const [, setRound] = useState(0);
  const result = use(store.read<T>(request) as Promise<DataResult<T>>);
  return {
    result,
    key: dataKey(request),
    retry: () => {
      store.forget(request);
      setRound((n) => n + 1);
    },
  };
}

export const SSR_DATA_ATTRIBUTE = 'data-ssr';

/** The answer a section was rendered with, for hydration to read (`<` escaped). */
export function SsrData({ dataKey: key, result }: { dataKey: string; result: DataResult<unknown> }) {
  return (
    <script
      type="application/json"
      {...{ [SSR_DATA_ATTRIBUTE]: key }}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(result).replace(/</g, '\\u003c') }}
    />
  );
}

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

const Failure = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme }) => theme.color.textSecondary};
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
