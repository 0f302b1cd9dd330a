import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { currentActionIndex, positionAt, type FunscriptAction } from '@gauntlet/core';
import { useDeviceSession, useDeviceSnapshot } from '../../device';
import { DeviceDriver } from './device-drive';

/** The video tagger checks the timeline every 200 ms while the video plays. */
const TIMELINE_CHECK_MS = 200;

interface Tick {
  index: number;
  position: number | null;
}

/**
 * Follows the video's time along the actions (the current action and position), and while the
 * user lets it and the video plays, drives the device with the position. The device is zeroed
 * whenever driving stops, playback stops or the screen goes.
 */
export function useTimelinePlayback(actions: readonly FunscriptAction[], videoRef: RefObject<HTMLVideoElement | null>) {
  const [playing, setPlaying] = useState(false);
  const [tick, setTick] = useState<Tick>({ index: -1, position: null });
  const [drive, setDrive] = useState(false);
  const [driveError, setDriveError] = useState<string | null>(null);

  const session = useDeviceSession();
  const snapshot = useDeviceSnapshot();
  const driver = useMemo(() => new DeviceDriver(session), [session]);
  const deviceReady = snapshot.status === 'connected' && snapshot.consent;
  const driving = drive && deviceReady;

  /** Reads the video's time (0 without a video); drives the device only while playing. */
  const check = useCallback(
    (live: boolean) => {
      const ms = (videoRef.current?.currentTime ?? 0) * 1000;
      const next = { index: currentActionIndex(actions, ms), position: positionAt(actions, ms) };
      setTick((now) => (now.index === next.index && now.position === next.position ? now : next));
      if (live && driving) {
        const result = driver.drive(next.position ?? 0);
        if (result && !result.ok) {
          setDriveError(result.reason);
          setDrive(false);
        }
      }
    },
    [actions, driving, driver, videoRef],
  );

  useEffect(() => {
    if (!playing) return undefined;
    check(true);
    const timer = setInterval(() => check(true), TIMELINE_CHECK_MS);
    return () => clearInterval(timer);
  }, [playing, check]);

  useEffect(() => {
    if (!driving) driver.zero();
  }, [driving, driver]);

  useEffect(() => () => driver.zero(), [driver]);

  // A new timeline applies at once, also while paused.
  useEffect(() => check(false), [check]);

  return {
    tick,
    check,
    play: () => setPlaying(true),
    stop: () => {
      setPlaying(false);
      driver.zero();
    },
    deviceReady,
    drive,
    driveError,
    setDrive: (checked: boolean) => {
      setDriveError(null);
      setDrive(checked);
    },
  };
}
