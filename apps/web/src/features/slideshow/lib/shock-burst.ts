import { fireShockBurst, stopDeviceOutput } from '../../device';

/**
 * The slideshow's link to the device session: a drawn instruction whose image path contains
 * 'shock' asks for a burst. The device session decides whether anything happens (a connected
 * device, consent, and 'Enable shock bursts for this show' switched on; one burst at a time).
 * Returns whether a burst started.
 */
export function requestShockBurst(): boolean {
  return fireShockBurst();
}

/** Ends the output of a burst this show started (the show finished or was left). */
export function endShockBursts(): void {
  void stopDeviceOutput();
}
