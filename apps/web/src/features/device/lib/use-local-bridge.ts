import { t } from '@lingui/core/macro';
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
        setProblem(t`Enter a websocket URL such as ws://localhost:8787.`);
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
        setProblem(t`Cannot open ${url}.`);
        return;
      }
      socket.current = ws;
      ws.onopen = () => {
        if (socket.current === ws) setStatus('open');
      };
      ws.onerror = () => {
        if (socket.current === ws) setProblem(t`The bridge at ${url} is not reachable.`);
      };
      ws.onclose = () => {
        if (socket.current !== ws) return;
        socket.current = null;
        setStatus('closed');
      };
      ws.onmessage = (event: MessageEvent) => {
        if (typeof event.data !== 'string') {
          add('error', t`Ignored a binary message: send JSON text.`);
          return;
        }
        const parsed = parseBridgeMessage(event.data);
        if (!parsed.ok) {
          const problem = parsed.error;
          add('error', t`Invalid message: ${problem}`);
          return;
        }
        const { command } = parsed;
        const result = session.applyBridgeCommand(command);
        if (!result.ok) {
          const { reason } = result;
          add('error', t`Not applied: ${reason}`);
          return;
        }
        const { channel, presetName, wave } = command;
        const { A: strengthA, B: strengthB } = result.strength;
        const { x, y, z } = wave;
        add(
          'applied',
          presetName
            ? t`Channel ${channel}: A ${strengthA}, B ${strengthB}, ${presetName} wave (X ${x}, Y ${y}, Z ${z})`
            : t`Channel ${channel}: A ${strengthA}, B ${strengthB}, custom wave (X ${x}, Y ${y}, Z ${z})`,
        );
      };
    },
    [add, session],
  );

  useEffect(() => () => socket.current?.close(), []);

  return { status, log, problem, connect, disconnect };
}
