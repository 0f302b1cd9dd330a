export { challengeDashboardQuery } from './api/dashboard-api';
export { ChallengeSection } from './components/dashboard/challenge-section';
export { ChallengeProgressCard } from './components/dashboard/challenge-progress-card';
export { ChallengeHistoryPanel } from './components/user-challenges/challenge-history-panel';
export { CurrentChallengesPanel } from './components/user-challenges/current-challenges-panel';
export { ActivityPanel } from './components/activity/activity-panel';
export { useQueuedCheckInSender } from './api/queued-check-in-sender';
export { goalTitleText } from './lib/catalogue/goal-titles';
