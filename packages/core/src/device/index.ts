// The Coyote V2 device protocol and its safety rules. Exports are listed one by one so generic
// helpers (clampInt, randomInt) stay internal and cannot clash with other modules of `core`.
export { COYOTE_NAME_PREFIX, COYOTE_UUIDS, waveformUuid, type CoyoteChannel } from './uuids.js';
export {
  STRENGTH_MAX,
  WAVE_X_MAX,
  WAVE_Y_MAX,
  WAVE_Z_MAX,
  clampStrength,
  clampWaveX,
  clampWaveY,
  clampWaveZ,
  clampWaveform,
  type Waveform,
} from './ranges.js';
export {
  encodeStrength,
  decodeStrength,
  encodeWaveform,
  decodeWaveform,
  decodeConfig,
  encodeConfig,
  decodeBatteryLevel,
  toHex,
  type CoyoteConfig,
} from './encoding.js';
export { WAVE_PRESETS, findWavePreset, type WavePreset } from './presets.js';
export {
  WAVEFORM_INTERVAL_MS,
  WAVEFORM_WRITES_PER_SEND,
  SHOCK_BURST_INTERVAL_MS,
  SHOCK_BURST_MIN_REPEATS,
  SHOCK_BURST_MAX_REPEATS,
  clampCap,
  capStrength,
  randomShockSettings,
  randomBurstRepeats,
  type ChannelCaps,
  type DeviceRng,
  type ShockSettings,
} from './safety.js';
export { DEVICE_FAILURE_CODES, GATT_UNAVAILABLE_MESSAGE, deviceFailureText, type DeviceFailureCode } from './failures.js';
export {
  bridgeMessageSchema,
  parseBridgeMessage,
  type BridgeMessage,
  type BridgeCommand,
  type BridgeParseResult,
} from './bridge-message.js';
