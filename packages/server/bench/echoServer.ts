/**
 * The bare WebSocket echo server of the comparison (a child process of main.ts): `ws` on an
 * ephemeral port of 127.0.0.1, each text message sent straight back on its socket. What the same
 * machine does with the same sockets and messages and no game behind them. Prints
 * `echo listening on PORT` on stdout.
 */
import { WebSocketServer } from 'ws';

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 4096, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('message', (data, isBinary) => ws.send(data, { binary: isBinary }));
  ws.on('error', () => undefined);
});
wss.on('listening', () => {
  const address = wss.address();
  if (address === null || typeof address === 'string') throw new Error(`unexpected address ${String(address)}`);
  process.stdout.write(`echo listening on ${address.port}\n`);
});
process.on('SIGTERM', () => {
  for (const ws of wss.clients) ws.terminate();
  wss.close(() => process.exit(0));
});
