/** The base every hook extends: where the repository is, and the script the caller wants run. */
export interface HookOptions {
  repo: string;
  script?: string;
}

export default abstract class Hook {
  protected readonly repo: string;
  protected readonly script: string;
  protected readonly shell = '/bin/sh';

  constructor(options: HookOptions) {
    this.repo = options.repo;
    this.script = options.script ?? 'true';
  }

  abstract install(): Promise<void>;
}
