import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { profiles } from '../../db/schema/index.js';

/**
 * How a mail addresses its recipient: by the user name their profile shows, in the language
 * they chose in the app (`fallback`, English unless given, until they choose). An account without
 * a profile keeps the name it was created with.
 */
export async function findMailRecipient(
  db: Database,
  user: { id: string; name: string },
  fallback: Language = 'en',
): Promise<{ userName: string; language: Language }> {
  const [profile] = await db
    .select({ userName: profiles.userName, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  return { userName: profile?.userName ?? user.name, language: isLanguage(profile?.language) ? profile.language : fallback };
}
