import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { sharedDeviceSession, type DeviceSession, type DeviceSnapshot } from './device-session';

const DeviceSessionContext = createContext<DeviceSession | null>(null);

/** Gives a subtree its own session (tests); without it, the tab's shared session is used. */
export function DeviceSessionProvider({ session, children }: { session: DeviceSession; children: ReactNode }) {
  return <DeviceSessionContext.Provider value={session}>{children}</DeviceSessionContext.Provider>;
}

export function useDeviceSession(): DeviceSession {
  return useContext(DeviceSessionContext) ?? sharedDeviceSession();
}

/** The session's state, re-rendering on every change. */
export function useDeviceSnapshot(): DeviceSnapshot {
  const session = useDeviceSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
