/**
 * The realtime background service: socket.io on the app's HTTP server, and `app.scanEvents`, the
 * sink every scan event of this process goes through (routes and the in-process worker).
 */
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { BackgroundService } from '../background-service.js';
import { createRealtimeServer } from './server.js';
import { broadcastSink, noopSink, SwitchableSink, type ScanEventSink } from './sink.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scan events of this process (socket.io rooms once the realtime service has started). */
    scanEvents: SwitchableSink;
    io: Server | null;
  }
}

/** The app's scan event sink, or a sink that drops events when the realtime service is not registered. */
export function scanEventsOf(app: FastifyInstance): ScanEventSink {
  return app.hasDecorator('scanEvents') ? app.scanEvents : noopSink;
}

/** Disconnects every socket and closes socket.io's engine and adapter (never the HTTP server: Fastify closes it). */
async function closeRealtime(app: FastifyInstance): Promise<void> {
  const io = app.io;
  app.io = null;
  app.scanEvents.target = noopSink;
  if (!io) return;
  io.disconnectSockets(true);
  io.engine.close();
  // The PostgreSQL adapter holds a pool connection for LISTEN until it is closed.
  const adapter = io.of('/').adapter as { close?: () => Promise<void> | void };
  await Promise.resolve(adapter.close?.()).catch(() => {});
}

export const realtimeService: BackgroundService = {
  name: 'realtime',
  register(app) {
    app.decorate('scanEvents', new SwitchableSink());
    app.decorate('io', null);
    // Before the HTTP server closes: open websockets would keep it open, and the adapter's
    // connection would keep the database pool from ending.
    app.addHook('preClose', async () => closeRealtime(app));
  },
  start(app) {
    const io = createRealtimeServer(app);
    app.io = io;
    app.scanEvents.target = broadcastSink(io);
  },
  async stop(app) {
    await closeRealtime(app);
  },
};
