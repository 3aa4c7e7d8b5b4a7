// Pages of the reports feature (one lazy chunk; see routes.tsx).
export { ReportsPage } from './ReportsPage';
