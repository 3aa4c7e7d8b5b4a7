/** /api/projects: list, create, read, update (PATCH and PUT) and delete the caller's projects. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateProjectSchema,
  errorResponseSchema,
  IdParamsSchema,
  ProjectSchema,
  UpdateProjectSchema,
} from './schema.js';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from './service.js';

const errorsOf = (...codes: (400 | 401 | 403 | 404)[]) =>
  Object.fromEntries(codes.map((c) => [c, errorResponseSchema]));

export const projectRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.requireUser);
  const tags = ['projects'];
  const security = [{ bearerAuth: [] }];
  const rules = () => ({ allowPrivateRepoHosts: app.config.allowPrivateRepoHosts });

  app.get(
    '/projects',
    {
      schema: {
        tags,
        security,
        summary: "The caller's projects, newest first",
        response: { 200: z.array(ProjectSchema), ...errorsOf(401) },
      },
    },
    async (request) => listProjects(app.db, request.user.id),
  );

  app.post(
    '/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Create a project',
        description:
          'Name required. language one of JavaScript, TypeScript, Python, Java, C#, C++, PHP, Ruby, Go, Rust, Other (or empty); ' +
          'repositoryUrl https:// (http:// only when ALLOW_PRIVATE_REPO_HOSTS=true), without credentials; repositoryBranch a valid ' +
          "branch name (default main); each refused with 400 and a message. Refused for GUEST, for an expired subscription, and at the tier's " +
          "SAST project limit (403 with the spec's message).",
        body: CreateProjectSchema,
        response: { 201: ProjectSchema, ...errorsOf(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createProject(app.db, request.user, request.body ?? {}, rules())),
  );

  app.get(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One project',
        params: IdParamsSchema,
        response: { 200: ProjectSchema, ...errorsOf(401, 404) },
      },
    },
    async (request) => getProject(app.db, request.user.id, request.params.id),
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change some fields of a project',
        params: IdParamsSchema,
        body: UpdateProjectSchema,
        response: { 200: ProjectSchema, ...errorsOf(400, 401, 404) },
      },
    },
    async (request) =>
      updateProject(app.db, request.user.id, request.params.id, request.body ?? {}, false, rules()),
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a project (name required; absent fields are cleared)',
        params: IdParamsSchema,
        body: UpdateProjectSchema,
        response: { 200: ProjectSchema, ...errorsOf(400, 401, 404) },
      },
    },
    async (request) =>
      updateProject(app.db, request.user.id, request.params.id, request.body ?? {}, true, rules()),
  );

  app.delete(
    '/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a project with its scans and findings',
        params: IdParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errorsOf(401, 404) },
      },
    },
    async (request) => {
      await deleteProject(app.db, app.config.dataDir, request.user.id, request.params.id);
      return { message: 'Project deleted.' };
    },
  );
};
