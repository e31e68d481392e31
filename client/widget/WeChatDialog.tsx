/** 专属微信客服: the WeChat QR for human service (the design gave 310 and 360 wide; 360 is kept: docs/product.md#business-constants). */
import { WECHAT_QR_DIALOG_WIDTH } from '../../shared/constants';
import { Dialog } from '../ui/Dialog';
import { QrFigure } from './QrFigure';
import { WECHAT_QR } from './qrCodes';

export function WeChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={WECHAT_QR.label} width={WECHAT_QR_DIALOG_WIDTH} onClose={onClose}>
      <QrFigure code={WECHAT_QR} />
    </Dialog>
  );
}
