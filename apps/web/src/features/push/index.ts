export { PushOnThisDevice } from './components/push-on-this-device';
