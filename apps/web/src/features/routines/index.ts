export { useRoutineChoices } from './api/use-routine-choices';
export { RoutineLogsPanel } from './components/routine-logs-panel';
