export { roomRoutes } from './rooms.routes';
export { roomNotes } from './rooms.service';
