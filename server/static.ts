/** Hashed bundles are immutable for a year; everything in public/ revalidates hourly. */
import path from 'node:path';
import express, { type RequestHandler } from 'express';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_MAX_AGE_S = 3600;

export function assets(distDir: string): RequestHandler {
  return express.static(path.join(distDir, 'client', 'assets'), {
    index: false,
    fallthrough: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
}

export function publicFiles(publicDir: string): RequestHandler {
  return express.static(publicDir, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_S}`),
  });
}
