// The autocomplete module's one door (docs/ARCHITECTURE.md): search for places and people.
export { default as autocompleteRoutes } from './autocomplete.routes';
