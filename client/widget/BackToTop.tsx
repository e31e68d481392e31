/**
 * 回到顶部: shown once the page has scrolled more than 600 px; scrolls smoothly to the top.
 * In the floating column (`rail`), or at the end of the phone's action bar (`bar`).
 */
import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { BACK_TO_TOP_THRESHOLD_PX } from '../../shared/constants';
import { below } from '../theme';
import { Icon } from '../ui/Icon';
import { railItemStyle } from './railItemStyle';

export function BackToTop({ look }: { look: 'rail' | 'bar' }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Top type="button" aria-label="回到顶部" $look={look} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="arrow-up" />
      <span>顶部</span>
    </Top>
  );
}

const Top = styled.button<{ $look: 'rail' | 'bar' }>`
  ${({ $look }) =>
    $look === 'rail'
      ? css`
          ${railItemStyle}
          border-top: 1px solid ${({ theme }) => theme.color.border};
          /* Folded, above 联系咨询. */
          ${below('wide')} { order: -1; }
        `
      : css`
          display: grid;
          place-items: center;
          width: 44px;
          height: 44px;
          margin-left: ${({ theme }) => theme.space.xs};
          padding: 0;
          border: 0;
          background: none;
          color: ${({ theme }) => theme.color.textSecondary};
          span { display: none; }
        `}
`;
