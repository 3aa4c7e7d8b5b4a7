// Pages of the profile feature (one lazy chunk; see routes.tsx).
export { ProfileSettingsPage } from './ProfileSettingsPage';
