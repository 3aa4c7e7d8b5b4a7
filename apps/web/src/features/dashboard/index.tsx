// Pages of the dashboard feature (one lazy chunk; see routes.tsx).
export { DashboardPage } from './DashboardPage';
