import { createContext, useContext } from 'react';
import type { AppData } from '../shared/appData';

export const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('useAppData: no AppDataContext above this component');
  return data;
}
