// Pages of the projects feature (one lazy chunk; see routes.tsx).
export { ProjectsPage } from './ProjectsPage';
