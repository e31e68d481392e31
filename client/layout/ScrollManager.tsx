/**
 * Scroll on navigation: to the section named by the hash (the 版权输出 / 客户案例 anchors,
 * also when they were clicked on another page), otherwise to the top of a new page.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    // On the first load the browser has already scrolled (to the hash, or restored).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [pathname, hash, key]);
  return null;
}
