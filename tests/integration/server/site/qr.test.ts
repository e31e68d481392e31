import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { qrCodes } from '../../../../server/site/qr';
import { QR_SIZE_PX } from '../../../../shared/constants';
import { DEFAULT_QR_TARGETS, QR_NAMES, qrBitmap, qrImage } from '../../../../shared/qr';

const app = express()
  .use(qrCodes(DEFAULT_QR_TARGETS))
  .use((_req, res) => void res.status(404).send('next'));

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('QR codes', () => {
  it.each(QR_NAMES)('draws %s as SVG for the page and as a PNG a phone can long-press and save, each cached an hour', async (name) => {
    const svg = await request(app).get(qrImage(name)).buffer(true).expect(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(svg.body)).toContain(`width="${QR_SIZE_PX}" height="${QR_SIZE_PX}"`);
    const png = await request(app).get(qrBitmap(name)).buffer(true).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=3600');
    expect(pngSize(png.body as Buffer)).toEqual([QR_SIZE_PX, QR_SIZE_PX]);
  });

  it('passes on a name or a format it does not draw', async () => {
    await request(app).get('/qr/elsewhere.png').expect(404, 'next');
    await request(app).get('/qr/wechat.jpg').expect(404, 'next');
  });
});
