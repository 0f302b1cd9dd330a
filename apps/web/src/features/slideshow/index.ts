export { slideTitleText } from './lib/slide-texts';
