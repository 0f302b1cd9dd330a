export { useRoutineChoices } from './api/use-routine-choices';
export { RoutineLogsPanel } from './components/routine-logs-panel';
export { RoutineLogRow } from './components/routine-log-row';
