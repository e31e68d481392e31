/**
 * A WeChat code as a phone can use it (issue 27): large, as a bitmap WeChat recognises on a
 * long press, with that hint under it, and outside WeChat (which saves a long-pressed image
 * itself) a 保存二维码 link that downloads it. With a mouse, the hint is to scan it.
 */
import styled from 'styled-components';
import { qrBitmap } from '../../shared/qr';
import type { QrCode } from './qrCodes';

export const LONG_PRESS_HINT = '长按识别二维码';
const QR_SHEET_SIZE_PX = 240;

const inWeChat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent);

export function QrFigure({ code }: { code: QrCode }) {
  const src = qrBitmap(code.qr);
  return (
    <Figure>
      <img src={src} alt={`${code.label}二维码`} width={QR_SHEET_SIZE_PX} height={QR_SHEET_SIZE_PX} />
      <figcaption>
        {code.caption}
        <Touch>{LONG_PRESS_HINT}</Touch>
        <Mouse>打开微信扫一扫</Mouse>
      </figcaption>
      {!inWeChat() && (
        <Save href={src} download={`${code.label}二维码.png`}>
          保存二维码
        </Save>
      )}
    </Figure>
  );
}

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
  img { image-rendering: pixelated; }
  figcaption { display: grid; }
`;

const Touch = styled.strong`
  color: ${({ theme }) => theme.color.navy};
  @media (hover: hover) and (pointer: fine) { display: none; }
`;

const Mouse = styled.span`
  display: none;
  @media (hover: hover) and (pointer: fine) { display: block; }
`;

const Save = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.primary};
`;
