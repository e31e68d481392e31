/** 专属微信客服: the WeChat QR for human service (SPEC.md gives 310 and 360 wide; 360 is kept). */
import styled from 'styled-components';
import { WECHAT_QR_DIALOG_WIDTH } from '../../shared/constants';
import { qrImage } from '../../shared/qr';
import { Dialog } from '../ui/Dialog';

export const WECHAT_DIALOG_TITLE = '专属微信客服';

export function WeChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={WECHAT_DIALOG_TITLE} width={WECHAT_QR_DIALOG_WIDTH} onClose={onClose}>
      <Figure>
        <img src={qrImage('wechat')} alt="专属微信客服二维码" width={240} height={240} />
        <figcaption>扫码咨询</figcaption>
      </Figure>
    </Dialog>
  );
}

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSecondary};
`;
