export { handlers, userHandlers } from './handlers';
