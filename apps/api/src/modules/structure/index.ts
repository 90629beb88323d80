// The structure module's one door (docs/ARCHITECTURE.md): buildings, floors, rooms and desks with their status.
export { default as structureRoutes } from './structure.routes';
export { deskRows, type DeskRow } from './structure.repository';
export { presentDesk } from './structure.presenter';
export { placeIndex } from './structure.cache';
export { floorPlanUrl } from './floor-plan';
