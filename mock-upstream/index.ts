/** Standalone entry of the mock upstream (docker compose, manual runs): env in, listen, stop on a signal. */
import type { AddressInfo } from 'node:net';
import { createMockUpstream } from './app';
import { sampleLibrary } from './asrSamples';
import { MockEnvError, readMockEnv, type MockEnv } from './env';

/** Streams still open after a shutdown signal get this long before their sockets are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

function readEnv(): MockEnv {
  try {
    return readMockEnv();
  } catch (error) {
    if (error instanceof MockEnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function start(): void {
  const { port, host, options } = readEnv();
  const mock = createMockUpstream(options);
  const server = mock.app.listen(port, host, () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log(`mock upstream listening on http://${host}:${actual}`);
    // Made (or read from the last run's file) now, not while the first visitor of 语音识别 waits.
    sampleLibrary()
      .ready()
      .catch((error: unknown) => console.error(`mock upstream could not make the 语音识别 samples: ${String(error)}`));
  });
  server.on('error', (error) => {
    console.error(`mock upstream could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    mock.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

start();
