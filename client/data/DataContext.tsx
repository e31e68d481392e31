/** Reading upstream data in a component: suspends until it is there, on both sides. */
import { createContext, use, useContext, useState, type ReactNode } from 'react';
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
