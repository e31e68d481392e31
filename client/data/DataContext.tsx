/** Reading upstream data in a component: suspends until it is there, on both sides. */
import { createContext, use, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DataStore, dataKey, type Answers, type DataRequest, type DataResult } from '../../shared/dataStore';
import { scriptJson } from '../../shared/scriptJson';

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

const BEFORE_HYDRATION = -1;
const beforeHydration = () => BEFORE_HYDRATION;

/**
 * The answers already in the store, for what renders outside Suspense and must not wait
 * (the head tags); its component renders again as answers arrive. Null on the server and
 * while hydrating: what the server rendered was decided from the answers it had then,
 * which the browser cannot tell apart from those that streamed in after the shell.
 */
export function useArrivedAnswers(): Answers | null {
  const store = useContext(DataContext);
  if (!store) throw new Error('useArrivedAnswers: no DataProvider above this component');
  const arrived = useSyncExternalStore(store.subscribe, store.arrived, beforeHydration);
  return arrived === BEFORE_HYDRATION ? null : store.answer;
}

export const SSR_DATA_ATTRIBUTE = 'data-ssr';

/** The answer a section was rendered with, for hydration to read. */
export function SsrData({ dataKey: key, result }: { dataKey: string; result: DataResult<unknown> }) {
  return <script type="application/json" {...{ [SSR_DATA_ATTRIBUTE]: key }} dangerouslySetInnerHTML={{ __html: scriptJson(result) }} />;
}
