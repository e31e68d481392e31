/**
 * The cooperation state (`show`, `version`, `serviceId`: docs/product.md#entities) in one place:
 * any control opens the modal through `useCooperation().open()`, or is a link to the
 * cooperation page that opens it (`useCooperationLink`). The modal's code loads the first
 * time it is opened.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { COOPERATION_FORM_VERSION, cooperationHref, type CooperationTarget } from '../../shared/cooperation';

export interface CooperationState {
  show: boolean;
  version: string;
  serviceId: number | null;
  /** What the control that opened it is about: the modal prefills it as 使用场景. */
  about: CooperationTarget;
}

interface CooperationApi {
  state: CooperationState;
  open: (options?: { serviceId?: number; version?: string; about?: CooperationTarget }) => void;
  close: () => void;
}

const CooperationContext = createContext<CooperationApi | null>(null);

export function useCooperation(): CooperationApi {
  const api = useContext(CooperationContext);
  if (!api) throw new Error('useCooperation: no CooperationProvider above this component');
  return api;
}

/**
 * A 合作咨询 control as a link to /cooperation.html, which works where JavaScript does not
 * run (an office proxy, an engine below the floor); once it runs, a click opens the modal.
 */
export function useCooperationLink(target: CooperationTarget = {}) {
  const { open } = useCooperation();
  return {
    href: cooperationHref(target),
    onClick(event: MouseEvent) {
      // A click meant for another tab or window still opens the page there.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open({ about: target });
    },
  };
}

const CooperationModal = lazy(() => import('./CooperationModal'));

export function CooperationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CooperationState>({ show: false, version: COOPERATION_FORM_VERSION, serviceId: null, about: {} });
  const [wanted, setWanted] = useState(false);
  const open = useCallback<CooperationApi['open']>((options = {}) => {
    setWanted(true);
    setState({ show: true, version: options.version ?? COOPERATION_FORM_VERSION, serviceId: options.serviceId ?? null, about: options.about ?? {} });
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
