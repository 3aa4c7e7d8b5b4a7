/**
 * The API modules, registered by `buildApp` in this order after the core plugins. Add one line per
 * area: `{ prefix: '/api', plugin: projectRoutes }` where the plugin declares its own paths
 * (`/projects`, `/projects/:id`, ...). Guard routes with `app.requireUser` & co (see plugins/auth.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/routes.js';
import authRoutes from './auth/routes.js';
import { contactRoutes } from './contact/routes.js';
import { findingRoutes } from './findings/routes.js';
import { projectRoutes } from './projects/routes.js';
import { reportRoutes } from './reports/routes.js';
import { scanRoutes } from './scans/routes.js';
import { subscriptionRoutes } from './subscription/routes.js';

export interface ModuleEntry {
  prefix: string;
  plugin: FastifyPluginAsync;
}

export const modules: ModuleEntry[] = [
  { prefix: '/api', plugin: authRoutes },
  { prefix: '/api', plugin: contactRoutes },
  { prefix: '/api', plugin: projectRoutes },
  { prefix: '/api', plugin: subscriptionRoutes },
  { prefix: '/api', plugin: scanRoutes },
  { prefix: '/api', plugin: adminRoutes },
  { prefix: '/api', plugin: reportRoutes },
  { prefix: '/api', plugin: findingRoutes },
];
