/**
 * What a client gets when Node's HTTP parser refuses its request before Express sees it: a
 * header block over 16 KB (a long address, a swollen cookie), a method Node does not know, a
 * broken request line, a request that did not arrive in time. Node answers those with an
 * empty body; the site answers them as it answers every bad input, with its Chinese envelope.
 * There is no request to read an Accept header from, so it is always the JSON envelope.
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '../../shared/messages';
import { envelope } from '../errors';

/** Node's own choice of status for each parser error (lib/_http_server.js), with our words. */
const ANSWERS: Record<string, { status: number; reason: string; desc: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', desc: MESSAGES.headersTooLarge },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, reason: 'Payload Too Large', desc: MESSAGES.tooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', desc: MESSAGES.requestTimeout },
};
const MALFORMED = { status: 400, reason: 'Bad Request', desc: MESSAGES.malformed };

function clientErrorResponse(code: string | undefined): string {
  const { status, reason, desc } = (code && ANSWERS[code]) || MALFORMED;
  const body = JSON.stringify(envelope(status, desc));
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Replaces Node's empty answer; like Node, says nothing on a connection already answering or gone. */
export function answerClientErrors(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) return void socket.destroy();
    socket.end(clientErrorResponse(error.code));
  });
}
