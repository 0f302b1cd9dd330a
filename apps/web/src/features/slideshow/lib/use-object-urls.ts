import { useEffect, useState } from 'react';

/**
 * Object URLs for image files picked in the browser: the files never leave the device. The URLs
 * are revoked when the files change or the screen goes away.
 */
export function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    // Created and revoked in the effect (not memoised in render) so StrictMode's remount gets live URLs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
