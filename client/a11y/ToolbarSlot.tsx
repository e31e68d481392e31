/**
 * Where the 无障碍 toolbar shows, under the header's bar (sticky with it, so 连读's controls
 * stay in reach), once an entry opened it. A stored setting that needs script (the reading
 * guide line, 指读) loads the reading aids on the next page, without the toolbar.
 */
import { lazy, Suspense, useEffect } from 'react';
import { GUIDE_CLASS, POINT_READ_CLASS } from '../../shared/readingClasses';
import { useToolbarOpen } from './toolbarState';

const A11yToolbar = lazy(() => import('./A11yToolbar'));

export function ToolbarSlot() {
  const open = useToolbarOpen();
  useEffect(() => {
    const root = document.documentElement.classList;
    if (root.contains(GUIDE_CLASS) || root.contains(POINT_READ_CLASS)) {
      void import('./readingAids').then(({ syncReadingAids }) => syncReadingAids());
    }
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <A11yToolbar />
    </Suspense>
  ) : null;
}
