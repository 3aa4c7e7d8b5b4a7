/**
 * runner: a script runner with a typed request handler factory and a DOM widget.
 */
import type { IncomingMessage, ServerResponse } from 'http';
import { exec, execFile } from 'child_process';

export class Runner {
  constructor(private readonly script: string) {}

  start(): void {
    // vigil: js.command-injection
    exec('node ' + this.script);
  }
}

export class SafeRunner {
  constructor(private readonly script: string) {}

  start(): void {
    // vigil-ok: js.command-injection
    execFile('node', [this.script]);
  }
}

export function createHandler(timeout: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams;
    // vigil: js.command-injection
    exec('dig ' + q.get('name'), { timeout }, (e, out) => res.end(out));
  };
}

export function createHandlerSafe(timeout: number) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const q = new URL(req.url ?? '/', 'http://localhost').searchParams;
    // vigil-ok: js.command-injection
    execFile('dig', ['--', q.get('name') ?? ''], { timeout }, (e, out) => res.end(out));
  };
}

export class Widget {
  private el: HTMLElement;
  constructor(el: HTMLElement) {
    this.el = el;
  }
  setLabel(text: string): void {
    // vigil: js.xss
    this.el.innerHTML = '<span>' + text + '</span>';
  }
  setLabelSafe(text: string): void {
    // vigil-ok: js.xss
    this.el.textContent = text;
  }
}
