/**
 * A thin bar at the top while a client navigation loads its route (its chunk, its loader).
 * The router keeps the old page up during that wait, so without this nothing would show
 * that the click was taken.
 */
import { useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

export function NavigationProgress() {
  return useNavigation().state === 'idle' ? null : <Bar role="progressbar" aria-label="页面加载中" />;
}

const grow = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.z.toast};
  height: 3px;
  background: ${({ theme }) => theme.color.accent};
  transform-origin: left;
  animation: ${grow} 2s ease-out forwards;
`;
