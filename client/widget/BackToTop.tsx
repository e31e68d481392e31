/** 回到顶部: shown once the page has scrolled more than 600 px; scrolls smoothly to the top. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { BACK_TO_TOP_THRESHOLD_PX } from '../../shared/constants';
import { Icon } from '../ui/Icon';
import { railItemStyle } from './railItemStyle';

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Top type="button" aria-label="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="arrow-up" />
      <span>顶部</span>
    </Top>
  );
}

const Top = styled.button`
  ${railItemStyle}
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
