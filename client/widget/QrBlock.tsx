/**
 * A widget entry whose QR code (320×320 source) pops up on hover or keyboard focus. Only in
 * the column beside the content, from 1440 px: narrower, the codes are in the footer.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { qrImage } from '../../shared/qr';
import { below } from '../theme';
import { Icon } from '../ui/Icon';
import type { QrCode } from './qrCodes';
import { railItemStyle } from './railItemStyle';

export function QrBlock({ code }: { code: QrCode }) {
  const popoverId = useId();
  return (
    <Block>
      <Trigger type="button" aria-describedby={popoverId}>
        <Icon name={code.icon} />
        <span>{code.label}</span>
      </Trigger>
      <Popover id={popoverId} role="tooltip">
        <img src={qrImage(code.qr)} alt={`${code.label}二维码`} width={160} height={160} loading="lazy" fetchPriority="low" />
        <span>{code.caption}</span>
      </Popover>
    </Block>
  );
}

const Popover = styled.span`
  position: absolute;
  right: calc(100% + 12px);
  top: 50%;
  display: grid;
  justify-items: center;
  gap: 6px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textSecondary};
  white-space: nowrap;
  visibility: hidden;
  opacity: 0;
  transform: translateY(-50%);
  transition: opacity ${({ theme }) => theme.motion.fast};
`;

const Block = styled.div`
  position: relative;
  &:hover > ${Popover}, &:focus-within > ${Popover} {
    visibility: visible;
    opacity: 1;
  }
  ${below('wide')} {
    display: none;
  }
`;

const Trigger = styled.button`
  ${railItemStyle}
`;
