// Pages of the findings feature (one lazy chunk; see routes.tsx).
export { InventoryPage } from './InventoryPage';
export { ExplorerPage } from './ExplorerPage';
export { ProjectPage } from './ProjectPage';
