import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';

/**
 * A video file picked on this device, played from an object URL (never uploaded); the URL is
 * released when another video replaces it and when the screen goes.
 */
export function useLocalVideo() {
  const url = useRef<string | null>(null);
  const [video, setVideo] = useState<{ name: string; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [durationMs, setDurationMs] = useState(0);

  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = null;
    },
    [],
  );

  const pick = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.type !== '' && !file.type.startsWith('video/')) {
      setError(t`“${{ fileName: file.name }}” is not a video file.`);
      return;
    }
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = URL.createObjectURL(file);
    setDurationMs(0);
    setVideo({ name: file.name, url: url.current });
  };

  return { video, error, setError, durationMs, setDurationMs, pick };
}
