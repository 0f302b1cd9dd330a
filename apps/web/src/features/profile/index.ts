export { recentUsersQuery, usePublicProfile, useUpdateProfile } from './api/profile-api';
export { useProfileStream } from './api/use-profile-stream';
export { RecentUsers } from './components/recent-users';
export { TimeZoneOffer } from './components/time-zone-offer';
