import { useProfileStream } from '../features/profile';
import { useSessionEnd } from './use-session-end';

/**
 * What a signed-in tab listens for: its live profile fields, and the end of its session. Only a
 * signed-in user needs it, so it is outside the first load.
 */
export function SessionWatch({ userId }: { userId: string }) {
  const endSessionHere = useSessionEnd();
  useProfileStream(userId, endSessionHere);
  return null;
}
