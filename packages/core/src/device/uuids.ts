/**
 * Coyote V2 (DG-LAB) Bluetooth LE identifiers. Every UUID is the 16-bit short id placed into
 * the vendor base `955axxxx-0fe2-f5aa-a094-84b8d4f3e8ad`.
 */
const vendorUuid = (short: number): string => `955a${short.toString(16).padStart(4, '0')}-0fe2-f5aa-a094-84b8d4f3e8ad`;

/** Devices advertise names such as `D-LAB ESTIM01`. */
export const COYOTE_NAME_PREFIX = 'D-LAB';

export const COYOTE_UUIDS = {
  /** Battery service and its level characteristic (1 byte, percent). */
  batteryService: vendorUuid(0x180a),
  batteryLevel: vendorUuid(0x1500),
  /** Output service: strength, the two waveforms and the config. */
  outputService: vendorUuid(0x180b),
  /** Both channels' strength: 3 bytes, see `encodeStrength`. */
  strength: vendorUuid(0x1504),
  /** Channel A's waveform. The vendor calls it PWM_B34: the names are crossed. */
  waveformA: vendorUuid(0x1506),
  /** Channel B's waveform. The vendor calls it PWM_A34: the names are crossed. */
  waveformB: vendorUuid(0x1505),
  /** Max power and power step, see `decodeConfig`. */
  config: vendorUuid(0x1507),
} as const;

export type CoyoteChannel = 'A' | 'B';

/** The characteristic carrying a channel's waveform. */
export function waveformUuid(channel: CoyoteChannel): string {
  return channel === 'A' ? COYOTE_UUIDS.waveformA : COYOTE_UUIDS.waveformB;
}
