export { challengeDashboardQuery } from './api/dashboard-api';
export { ChallengeSection } from './components/challenge-section';
export { ChallengeHistoryPanel } from './components/challenge-history-panel';
export { CurrentChallengesPanel } from './components/current-challenges-panel';
export { ActivityPanel } from './components/activity-panel';
export { useQueuedTapSender } from './api/queued-tap-sender';
export { goalTitleText } from './lib/catalogue/goal-titles';
