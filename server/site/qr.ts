/**
 * Real, scannable QR codes (320×320 SVG) of operator-configured URLs, drawn once on first
 * request: changing a QR target is a restart with a new variable, not a new image.
 */
import type { RequestHandler } from 'express';
import QRCode from 'qrcode';
import { QR_SIZE_PX } from '../../shared/constants';
import { QR_NAMES, type QrName } from '../../shared/qr';

const QR_MAX_AGE_S = 3600;

export function qrCodes(targets: Record<QrName, string>): RequestHandler {
  const drawn = new Map<QrName, Promise<string>>();
  const draw = (name: QrName) => {
    let svg = drawn.get(name);
    if (!svg) {
      svg = QRCode.toString(targets[name], { type: 'svg', width: QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' });
      drawn.set(name, svg);
    }
    return svg;
  };
  return async (req, res, next) => {
    const name = /^\/qr\/([\w-]+)\.svg$/.exec(req.path)?.[1] as QrName | undefined;
    if (!name || !(QR_NAMES as readonly string[]).includes(name)) return next();
    try {
      res.type('image/svg+xml').set('Cache-Control', `public, max-age=${QR_MAX_AGE_S}`).send(await draw(name));
    } catch (error) {
      next(error);
    }
  };
}
