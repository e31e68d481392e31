/**
 * Real, scannable QR codes (320×320) of operator-configured URLs, drawn once on first
 * request: changing a QR target is a restart with a new variable, not a new image. SVG for
 * the page; PNG for a phone, whose WeChat recognises a long-pressed code in a bitmap and
 * whose photo album keeps a saved one (issue 27).
 */
import type { RequestHandler } from 'express';
import QRCode from 'qrcode';
import { QR_SIZE_PX } from '../../shared/constants';
import { QR_NAMES, type QrName } from '../../shared/qr';

const QR_MAX_AGE_S = 3600;

type QrFormat = 'svg' | 'png';

export function qrCodes(targets: Record<QrName, string>): RequestHandler {
  const drawn = new Map<string, Promise<string | Buffer>>();
  const draw = (name: QrName, format: QrFormat) => {
    let image = drawn.get(`${name}.${format}`);
    if (!image) {
      const options = { width: QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' } as const;
      image = format === 'svg' ? QRCode.toString(targets[name], { ...options, type: 'svg' }) : QRCode.toBuffer(targets[name], { ...options, type: 'png' });
      drawn.set(`${name}.${format}`, image);
    }
    return image;
  };
  return async (req, res, next) => {
    const [, name, format] = (/^\/qr\/([\w-]+)\.(svg|png)$/.exec(req.path) ?? []) as [string?, QrName?, QrFormat?];
    if (!name || !format || !(QR_NAMES as readonly string[]).includes(name)) return next();
    try {
      res
        .type(format === 'svg' ? 'image/svg+xml' : 'image/png')
        .set('Cache-Control', `public, max-age=${QR_MAX_AGE_S}`)
        .send(await draw(name, format));
    } catch (error) {
      next(error);
    }
  };
}
