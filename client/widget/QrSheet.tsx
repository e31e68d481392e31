/** A WeChat code opened from the footer, as a sheet a phone can use (./QrFigure.tsx). Loaded when first opened. */
import { WECHAT_QR_DIALOG_WIDTH } from '../../shared/constants';
import { Dialog } from '../ui/Dialog';
import { QrFigure } from './QrFigure';
import type { QrCode } from './qrCodes';

export default function QrSheet({ code, onClose }: { code: QrCode; onClose: () => void }) {
  return (
    <Dialog open title={code.label} width={WECHAT_QR_DIALOG_WIDTH} onClose={onClose}>
      <QrFigure code={code} />
    </Dialog>
  );
}
