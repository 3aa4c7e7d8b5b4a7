/**
 * git-hooks: installs and runs hook scripts; the options reach the base class in hook.ts.
 */
import { execSync, execFileSync } from 'child_process';
import { writeFileSync } from 'fs';
import Hook, { type HookOptions } from './hook';

export class PreCommit extends Hook {
  constructor(options: HookOptions) {
    super(options);
  }

  async install(): Promise<void> {
    writeFileSync('.git/hooks/pre-commit', '#!/bin/sh\nnpm test\n');
  }

  runNow(): string {
    // vigil: js.command-injection
    return execSync(`cd ${this.repo} && ${this.script}`).toString();
  }
}

/** Patched: the repository and script go to git as arguments, no shell. */
export class PrePush extends Hook {
  async install(): Promise<void> {
    writeFileSync('.git/hooks/pre-push', '#!/bin/sh\nnpm run lint\n');
  }

  runNow(): string {
    // vigil-ok: js.command-injection
    return execFileSync('git', ['-C', this.repo, 'hook', 'run', 'pre-push']).toString();
  }
}

/** Patched: the base class's constant shell, and a script the class chose. */
export class PostMerge extends Hook {
  constructor(options: HookOptions) {
    super({ repo: options.repo });
  }

  async install(): Promise<void> {
    writeFileSync('.git/hooks/post-merge', '#!/bin/sh\nnpm ci\n');
  }

  runNow(): string {
    // vigil-ok: js.command-injection
    return execSync(`${this.shell} -c "${this.script}"`).toString();
  }
}
