export { fireShockBurst, stopDeviceOutput, type ApplyResult, type DeviceSession } from './lib/device-session';
export { useDeviceSession, useDeviceSnapshot } from './lib/device-session-context';
