// The admin area (spec section 2, Admin pages). Every page carries the admin title bar (AdminLayout).
export { AdminDashboardPage } from './DashboardPage';
export { AdminUsersPage } from './UsersPage';
export { AdminTiersPage } from './TiersPage';
export { AdminMessagesPage } from './MessagesPage';
export { AdminAuditPage } from './AuditPage';
