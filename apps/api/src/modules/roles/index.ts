// The roles module's one door (docs/ARCHITECTURE.md): roles beyond employee and staff and their permissions (decision 301).
export { default as roleRoutes } from './roles.routes';
export { grantsOfUser } from './roles.service';
export { receptionBuildingsOf } from './roles.service';
export { placeBuilding } from './roles.service';
