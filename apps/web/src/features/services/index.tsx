// Signed-in pages about the user's plan: My Services and Upgrade.
export { MyServicesPage } from './MyServicesPage';
export { UpgradePage } from './UpgradePage';
