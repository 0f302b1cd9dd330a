-- Avatars moved with the profile routes from /api/profiles/<user>/avatar to /api/profile/users/<user>/avatar;
-- a profile keeps its avatar's address, so the stored ones move too. Other pictures are left as they are.
UPDATE "profiles" SET "profile_picture" = '/api/profile/users/' || substr("profile_picture", length('/api/profiles/') + 1)
WHERE "profile_picture" LIKE '/api/profiles/%';
