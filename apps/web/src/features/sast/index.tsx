// Pages of the scanner feature (one lazy chunk; see routes.tsx).
export { SastPage } from './SastPage';
export { DastPage } from './DastPage';
