// The who-is-in module's one door (docs/ARCHITECTURE.md): the week of colleagues in my groups (decision 340).
export { default as whoIsInRoutes } from './who-is-in.routes';
