/**
 * The cooperation state of SPEC.md section 3 (`show`, `version`, `serviceId`) in one place:
 * any button opens the modal through `useCooperation().open()`. The modal's code loads the
 * first time it is opened.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface CooperationState {
  show: boolean;
  version: string;
  serviceId: number | null;
}

export const COOPERATION_FORM_VERSION = 'web-1.0';

interface CooperationApi {
  state: CooperationState;
  open: (options?: { serviceId?: number; version?: string }) => void;
  close: () => void;
}

const CooperationContext = createContext<CooperationApi | null>(null);

export function useCooperation(): CooperationApi {
  const api = useContext(CooperationContext);
  if (!api) throw new Error('useCooperation: no CooperationProvider above this component');
  return api;
}

const CooperationModal = lazy(() => import('./CooperationModal'));

export function CooperationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CooperationState>({ show: false, version: COOPERATION_FORM_VERSION, serviceId: null });
  const [wanted, setWanted] = useState(false);
  const open = useCallback<CooperationApi['open']>((options = {}) => {
    setWanted(true);
    setState({ show: true, version: options.version ?? COOPERATION_FORM_VERSION, serviceId: options.serviceId ?? null });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, show: false })), []);
  const api = useMemo(() => ({ state, open, close }), [state, open, close]);
  return (
    <CooperationContext.Provider value={api}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <CooperationModal state={state} onClose={close} />
        </Suspense>
      )}
    </CooperationContext.Provider>
  );
}
