import { useCallback, useEffect, useRef, useState } from 'react';
import { parseBridgeMessage } from '@gauntlet/core';
import { parseBridgeUrl, saveBridgeUrl } from './bridge-url';
import type { DeviceSession } from './device-session';

export type BridgeStatus = 'closed' | 'connecting' | 'open';

export interface BridgeLogEntry {
  id: number;
  at: Date;
  kind: 'applied' | 'error';
  text: string;
}

const LOG_LIMIT = 20;

/**
 * The local bridge: a websocket client the device page opens on demand. Each valid message is
 * applied through the session (consent and caps included); invalid or refused ones are listed
 * as errors. The socket closes when the page goes away.
 */
export function useLocalBridge(session: DeviceSession) {
  const [status, setStatus] = useState<BridgeStatus>('closed');
  const [log, setLog] = useState<BridgeLogEntry[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const sequence = useRef(0);

  const add = useCallback((kind: BridgeLogEntry['kind'], text: string) => {
    sequence.current += 1;
    const entry = { id: sequence.current, at: new Date(), kind, text };
    setLog((entries) => [entry, ...entries].slice(0, LOG_LIMIT));
  }, []);

  const disconnect = useCallback(() => {
    const current = socket.current;
    socket.current = null;
    current?.close();
    setStatus('closed');
  }, []);

  const connect = useCallback(
    (text: string) => {
      const url = parseBridgeUrl(text);
      if (!url) {
        setProblem('Enter a websocket URL such as ws://localhost:8787.');
        return;
      }
      saveBridgeUrl(url);
      socket.current?.close();
      setProblem(null);
      setStatus('connecting');
      let ws: WebSocket;
      try {
        ws = new WebSocket(url);
      } catch {
        setStatus('closed');
        setProblem(`Cannot open ${url}.`);
        return;
      }
      socket.current = ws;
      ws.onopen = () => {
        if (socket.current === ws) setStatus('open');
      };
      ws.onerror = () => {
        if (socket.current === ws) setProblem(`The bridge at ${url} is not reachable.`);
      };
      ws.onclose = () => {
        if (socket.current !== ws) return;
        socket.current = null;
        setStatus('closed');
      };
      ws.onmessage = (event: MessageEvent) => {
        if (typeof event.data !== 'string') {
          add('error', 'Ignored a binary message: send JSON text.');
          return;
        }
        const parsed = parseBridgeMessage(event.data);
        if (!parsed.ok) {
          add('error', `Invalid message: ${parsed.error}`);
          return;
        }
        const { command } = parsed;
        const result = session.applyBridgeCommand(command);
        if (!result.ok) {
          add('error', `Not applied: ${result.reason}`);
          return;
        }
        const wave = `${command.presetName ?? 'custom'} wave (X ${command.wave.x}, Y ${command.wave.y}, Z ${command.wave.z})`;
        add('applied', `Channel ${command.channel}: A ${result.strength.A}, B ${result.strength.B}, ${wave}`);
      };
    },
    [add, session],
  );

  useEffect(() => () => socket.current?.close(), []);

  return { status, log, problem, connect, disconnect };
}
