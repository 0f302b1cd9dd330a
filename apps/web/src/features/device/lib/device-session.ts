import { t } from '@lingui/core/macro';
/**
 * The Coyote device session: one per browser tab, shared by the device page (/coyote) and the
 * slideshow. It owns the Bluetooth link, the user's consent and per-channel caps, the output
 * loop and the shock bursts, and it zeroes both channels on Stop, Escape, page hide and
 * disconnect.
 *
 * For other features the API is two functions:
 *
 * ```ts
 * import { fireShockBurst, stopDeviceOutput } from '../../device';
 *
 * fireShockBurst();   // → true when a burst started; false (and nothing happens) unless a
 *                     //   device is connected, consent was given, the user enabled
 *                     //   'Enable shock bursts for this show', and no burst is running
 *                     //   (a call during a burst is ignored, not queued).
 * stopDeviceOutput(); // zeroes both channels and cancels a running burst (e.g. when a show ends).
 * ```
 *
 * A burst fires 1–5 times (random), 77 s apart, each time with random settings within the
 * user's caps on both channels; each firing is one send (strength, then the waveform every
 * 100 ms, 50 times), after which both channels return to 0.
 */
import {
  capStrength,
  clampCap,
  randomBurstRepeats,
  randomShockSettings,
  SHOCK_BURST_INTERVAL_MS,
  STRENGTH_MAX,
  WAVEFORM_INTERVAL_MS,
  WAVEFORM_WRITES_PER_SEND,
  type BridgeCommand,
  type ChannelCaps,
  type CoyoteChannel,
  type DeviceRng,
  type Waveform,
} from '@gauntlet/core';
import { ChooserCancelledError, openCoyoteLink, type CoyoteLink } from './coyote-link';
import { DeviceFailure, toDeviceFailure } from './send-failure';
import { QueueClearedError } from './serial-queue';
import { browserBluetooth, type BluetoothLike } from './web-bluetooth';

type ConnectionStatus = 'unsupported' | 'disconnected' | 'connecting' | 'connected';

interface DeviceInfo {
  id: string;
  name: string;
  batteryLevel: number | null;
  /** From the config characteristic; the protocol's 2047 when it could not be read. */
  maxPower: number;
  powerStep: number | null;
}

export type OutputSource = 'manual' | 'bridge' | 'burst';

interface OutputState {
  source: OutputSource;
  /** The strengths actually sent (after the caps). */
  strength: ChannelCaps;
  /** Waveform frames written so far, out of `WAVEFORM_WRITES_PER_SEND`. */
  framesSent: number;
}

interface BurstState {
  /** Firings still to come after the current one. */
  remaining: number;
}

export interface DeviceFailureInfo {
  code: DeviceFailure['code'];
  message: string;
}

export interface DeviceSnapshot {
  status: ConnectionStatus;
  device: DeviceInfo | null;
  consent: boolean;
  caps: ChannelCaps;
  shockEnabled: boolean;
  output: OutputState | null;
  burst: BurstState | null;
  /** The latest failure (send failures use the device failure codes). */
  failure: DeviceFailureInfo | null;
  /** A neutral message: the device disconnected, the chooser was closed, … */
  notice: string | null;
}

/** What one send puts out: the requested strengths and the waveform per channel. */
export interface OutputCommand {
  strength: ChannelCaps;
  wave: Partial<Record<CoyoteChannel, Waveform>>;
}

export type ApplyResult = { ok: true; strength: ChannelCaps } | { ok: false; reason: string };

const DEFAULT_CAP = 1000;
const CHANNELS: CoyoteChannel[] = ['A', 'B'];

interface Options {
  bluetooth?: BluetoothLike | null;
  random?: DeviceRng;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class DeviceSession {
  private readonly bluetooth: BluetoothLike | null;
  private readonly random: DeviceRng;
  private snapshot: DeviceSnapshot;
  private readonly listeners = new Set<() => void>();
  private link: CoyoteLink | null = null;
  /** Bumped by every new send and every stop: a loop whose id is stale ends at once. */
  private outputRun = 0;
  private burstTimer: ReturnType<typeof setTimeout> | undefined;
  private guardsInstalled = false;

  constructor(options: Options = {}) {
    this.bluetooth = options.bluetooth === undefined ? browserBluetooth() : options.bluetooth;
    this.random = options.random ?? Math.random;
    this.snapshot = {
      status: this.bluetooth ? 'disconnected' : 'unsupported',
      device: null,
      consent: false,
      caps: { A: DEFAULT_CAP, B: DEFAULT_CAP },
      shockEnabled: false,
      output: null,
      burst: null,
      failure: null,
      notice: null,
    };
  }

  // ---- store plumbing (useSyncExternalStore) ----

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DeviceSnapshot => this.snapshot;

  private update(patch: Partial<DeviceSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private fail(error: unknown): void {
    const failure = toDeviceFailure(error);
    this.update({ failure: { code: failure.code, message: failure.message } });
  }

  get connected(): boolean {
    return this.snapshot.status === 'connected' && this.link !== null;
  }

  /** The caps as they apply now: never above the device's max power. */
  effectiveCaps(): ChannelCaps {
    const max = this.snapshot.device?.maxPower ?? STRENGTH_MAX;
    return { A: clampCap(this.snapshot.caps.A, max), B: clampCap(this.snapshot.caps.B, max) };
  }

  // ---- consent and caps ----

  giveConsent(): void {
    this.update({ consent: true });
  }

  setCap(channel: CoyoteChannel, value: number): void {
    const max = this.snapshot.device?.maxPower ?? STRENGTH_MAX;
    this.update({ caps: { ...this.snapshot.caps, [channel]: clampCap(value, max) } });
  }

  dismissMessages(): void {
    this.update({ failure: null, notice: null });
  }

  // ---- connection ----

  async connect(): Promise<void> {
    if (!this.bluetooth || this.snapshot.status === 'connecting' || this.connected) return;
    this.update({ status: 'connecting', failure: null, notice: null });
    try {
      const link = await openCoyoteLink(this.bluetooth, () => this.handleLostLink());
      this.link = link;
      const maxPower = link.config?.maxPower ?? STRENGTH_MAX;
      const first = link.warnings[0];
      this.update({
        status: 'connected',
        device: {
          id: link.id,
          name: link.name,
          batteryLevel: link.batteryLevel,
          maxPower,
          powerStep: link.config?.powerStep ?? null,
        },
        caps: { A: clampCap(this.snapshot.caps.A, maxPower), B: clampCap(this.snapshot.caps.B, maxPower) },
        failure: first ? { code: first.code, message: first.message } : null,
      });
      this.installGuards();
    } catch (error) {
      this.link = null;
      if (error instanceof ChooserCancelledError) {
        this.update({ status: 'disconnected', notice: error.message });
      } else {
        this.update({ status: 'disconnected' });
        this.fail(error);
      }
    }
  }

  /** Zeroes both channels, then drops the connection. */
  async disconnect(): Promise<void> {
    const link = this.link;
    if (!link) return;
    await this.stop();
    this.link = null;
    link.disconnect();
    this.resetAfterDisconnect(null);
  }

  /** The device went away by itself: nothing can be written any more. */
  private handleLostLink(): void {
    if (!this.link) return;
    this.link = null;
    this.cancelOutput();
    this.resetAfterDisconnect(t`The device disconnected. Output stopped.`);
  }

  private resetAfterDisconnect(notice: string | null): void {
    this.removeGuards();
    this.update({ status: 'disconnected', device: null, output: null, burst: null, shockEnabled: false, notice });
  }

  // ---- output ----

  /** Cancels the running send and burst without writing anything. */
  private cancelOutput(): void {
    this.outputRun += 1;
    clearTimeout(this.burstTimer);
    this.burstTimer = undefined;
    this.link?.clearPending();
  }

  /**
   * Stop: cancels the running send and burst, then writes strength 0 on both channels.
   * Safe to call at any time, also when nothing is connected.
   */
  readonly stop = async (): Promise<void> => {
    this.cancelOutput();
    this.update({ output: null, burst: null });
    const link = this.link;
    if (!link || !link.isConnected()) return;
    try {
      await link.writeStrength(0, 0);
    } catch (error) {
      if (!(error instanceof QueueClearedError)) this.fail(error);
    }
  };

  /**
   * One send: the strengths (after the caps), then each active channel's waveform every
   * 100 ms, 50 times; then both channels back to 0. A new send replaces the running one.
   */
  send(command: OutputCommand, source: OutputSource): ApplyResult {
    if (!this.snapshot.consent) return { ok: false, reason: t`Give your consent first.` };
    const link = this.link;
    if (!this.connected || !link) return { ok: false, reason: t`No device is connected.` };
    const caps = this.effectiveCaps();
    const max = this.snapshot.device?.maxPower ?? STRENGTH_MAX;
    const strength: ChannelCaps = {
      A: capStrength(command.strength.A, caps.A, max),
      B: capStrength(command.strength.B, caps.B, max),
    };
    this.outputRun += 1;
    const run = this.outputRun;
    link.clearPending();
    this.update({ output: { source, strength, framesSent: 0 }, failure: null, notice: null });
    void this.runOutput(link, run, strength, command.wave, source);
    return { ok: true, strength };
  }

  private async runOutput(
    link: CoyoteLink,
    run: number,
    strength: ChannelCaps,
    wave: OutputCommand['wave'],
    source: OutputSource,
  ): Promise<void> {
    const active = CHANNELS.filter((channel) => strength[channel] > 0 && wave[channel]);
    const current = () => run === this.outputRun;
    try {
      await link.writeStrength(strength.A, strength.B);
      const start = performance.now();
      for (let frame = 1; frame <= WAVEFORM_WRITES_PER_SEND; frame += 1) {
        for (const channel of active) {
          if (!current()) return;
          await link.writeWaveform(channel, wave[channel]!);
        }
        if (!current()) return;
        this.update({ output: { source, strength, framesSent: frame } });
        if (frame < WAVEFORM_WRITES_PER_SEND) await sleep(start + frame * WAVEFORM_INTERVAL_MS - performance.now());
      }
      if (!current()) return;
      await link.writeStrength(0, 0);
      if (current()) this.update({ output: null });
    } catch (error) {
      if (error instanceof QueueClearedError || !current()) return;
      this.update({ output: null });
      this.fail(error);
    }
  }

  /** A bridge message, through the same consent and caps as the page's Send. */
  applyBridgeCommand(command: BridgeCommand): ApplyResult {
    const on = (channel: CoyoteChannel) => command.channel === 'both' || command.channel === channel;
    return this.send(
      {
        strength: { A: on('A') ? command.strength : 0, B: on('B') ? command.strength : 0 },
        wave: { ...(on('A') ? { A: command.wave } : {}), ...(on('B') ? { B: command.wave } : {}) },
      },
      'bridge',
    );
  }

  // ---- shock bursts ----

  setShockEnabled(enabled: boolean): void {
    if (enabled && (!this.connected || !this.snapshot.consent)) return;
    if (!enabled && this.snapshot.burst) {
      clearTimeout(this.burstTimer);
      this.burstTimer = undefined;
      this.update({ burst: null });
    }
    this.update({ shockEnabled: enabled });
  }

  /** See the module comment. */
  fireShockBurst(): boolean {
    const { consent, shockEnabled, burst, output } = this.snapshot;
    // One burst at a time: a burst's last firing may still be putting out.
    if (!this.connected || !consent || !shockEnabled || burst || output?.source === 'burst') return false;
    this.fireBurstStep(randomBurstRepeats(this.random));
    return true;
  }

  private fireBurstStep(firings: number): void {
    const settings = randomShockSettings(this.random, this.effectiveCaps());
    const result = this.send({ strength: settings.strength, wave: { A: settings.wave, B: settings.wave } }, 'burst');
    const remaining = firings - 1;
    if (!result.ok || remaining <= 0) {
      this.update({ burst: null });
      return;
    }
    this.update({ burst: { remaining } });
    this.burstTimer = setTimeout(() => {
      this.burstTimer = undefined;
      if (this.snapshot.burst && this.snapshot.shockEnabled) this.fireBurstStep(remaining);
    }, SHOCK_BURST_INTERVAL_MS);
  }

  // ---- safety guards: Escape, page hide ----

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') void this.stop();
  };

  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') void this.stop();
  };

  private readonly onPageHide = () => {
    void this.stop();
  };

  private installGuards(): void {
    if (this.guardsInstalled || typeof window === 'undefined') return;
    this.guardsInstalled = true;
    window.addEventListener('keydown', this.onKeyDown, true);
    window.addEventListener('pagehide', this.onPageHide);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  private removeGuards(): void {
    if (!this.guardsInstalled) return;
    this.guardsInstalled = false;
    window.removeEventListener('keydown', this.onKeyDown, true);
    window.removeEventListener('pagehide', this.onPageHide);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }
}

let shared: DeviceSession | null = null;

/** The tab's one device session. */
export function sharedDeviceSession(): DeviceSession {
  shared ??= new DeviceSession();
  return shared;
}

/** Starts a shock burst when allowed (see the module comment); returns whether it started. */
export function fireShockBurst(): boolean {
  return sharedDeviceSession().fireShockBurst();
}

/** Zeroes both channels and cancels any running send or burst. */
export function stopDeviceOutput(): Promise<void> {
  return sharedDeviceSession().stop();
}
