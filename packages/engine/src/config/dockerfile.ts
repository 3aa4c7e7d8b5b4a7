/**
 * Dockerfile checks. There is no grammar for Dockerfiles in the engine, so a small instruction
 * parser joins continuation lines and keeps each instruction's first line.
 */
import type { RawMatch } from '../core/finding.js';
import type { SourceFile } from '../core/analyze.js';

export interface Instruction {
  /** Upper-case instruction name: FROM, RUN, USER... */
  name: string;
  /** Arguments with continuations joined by a space. */
  args: string;
  /** 1-based first and last line. */
  line: number;
  endLine: number;
}

/** Splits a Dockerfile into instructions (comments and parser directives dropped, `\` or the escape directive continue a line). */
export function parseDockerfile(source: string): Instruction[] {
  const lines = source.split(/\r?\n/);
  let escape = '\\';
  const out: Instruction[] = [];
  let cur: Instruction | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const trimmed = raw.trim();
    if (!cur) {
      const dir = /^#\s*escape\s*=\s*(\S)/i.exec(trimmed);
      if (dir && out.length === 0) escape = dir[1];
      if (!trimmed || trimmed.startsWith('#')) continue;
      const m = /^([A-Za-z]+)\s*(.*)$/.exec(trimmed);
      if (!m) continue;
      cur = { name: m[1].toUpperCase(), args: '', line: i + 1, endLine: i + 1 };
      const rest = m[2];
      if (rest.endsWith(escape)) {
        cur.args = rest.slice(0, -1).trim();
        continue;
      }
      cur.args = rest.trim();
      out.push(cur);
      cur = null;
    } else {
      // Inside a continuation: comment lines are skipped, empty lines too.
      if (!trimmed || trimmed.startsWith('#')) continue;
      cur.endLine = i + 1;
      if (trimmed.endsWith(escape)) {
        cur.args += ' ' + trimmed.slice(0, -1).trim();
        continue;
      }
      cur.args += ' ' + trimmed;
      out.push(cur);
      cur = null;
    }
  }
  if (cur) out.push(cur);
  return out;
}

const SECRET_NAME =
  /(password|passwd|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|credentials?)/i;

function at(
  ins: Instruction,
  ruleId: string,
  code: string,
  message?: string,
  line = ins.line,
): RawMatch {
  return {
    ruleId,
    startLine: line,
    startColumn: 1,
    endLine: line,
    endColumn: code.length + 1,
    code,
    message,
  };
}

/** Splits `KEY=value KEY2="v 2"` or the legacy `KEY value` form of ENV / ARG. */
function keyValues(args: string, legacy: boolean): { key: string; value: string | undefined }[] {
  if (legacy && !/^[^\s=]+=/.test(args)) {
    const m = /^(\S+)(?:\s+(.*))?$/.exec(args);
    return m ? [{ key: m[1], value: m[2] }] : [];
  }
  const out: { key: string; value: string | undefined }[] = [];
  const re = /([^\s=]+)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\S*))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(args))) {
    let v = m[2];
    if (v !== undefined && /^["'].*["']$/.test(v)) v = v.slice(1, -1);
    out.push({ key: m[1], value: v });
  }
  return out;
}

/** Runs the Dockerfile rules over one file. */
export function checkDockerfile(file: SourceFile): RawMatch[] {
  const ins = parseDockerfile(file.source);
  const out: RawMatch[] = [];
  const lineText = (n: number) => (file.lines[n - 1] ?? '').trim();
  const stages: { from: Instruction; image: string; alias?: string; users: Instruction[] }[] = [];
  const aliases = new Set<string>();
  for (const i of ins) {
    if (i.name === 'FROM') {
      const parts = i.args.split(/\s+/).filter((p) => !p.startsWith('--'));
      const image = parts[0] ?? '';
      const asIdx = parts.findIndex((p) => p.toLowerCase() === 'as');
      const alias = asIdx >= 0 ? parts[asIdx + 1]?.toLowerCase() : undefined;
      stages.push({ from: i, image, alias, users: [] });
      // Unpinned base image: no tag or :latest. Digests pin; earlier stages and ARG-built names are not images we can judge.
      const lower = image.toLowerCase();
      if (
        image &&
        lower !== 'scratch' &&
        !aliases.has(lower) &&
        !image.includes('$') &&
        !image.includes('@sha256:')
      ) {
        const lastSeg = image.split('/').pop() ?? image;
        const tag = lastSeg.includes(':') ? lastSeg.split(':').pop() : undefined;
        if (!tag || tag === 'latest') {
          out.push(
            at(
              i,
              'docker.unpinned-image',
              lineText(i.line),
              `Base image "${image}" is ${tag ? 'pinned to the moving tag :latest' : 'not pinned to a tag'}: every build may pull a different, unreviewed image.`,
            ),
          );
        }
      }
      if (alias) aliases.add(alias);
    } else if (i.name === 'USER') {
      stages[stages.length - 1]?.users.push(i);
    } else if (i.name === 'ADD') {
      const parts = i.args.split(/\s+/);
      const checksum = parts.some((p) => p.startsWith('--checksum='));
      const src = parts.filter((p) => !p.startsWith('--'));
      if (
        !checksum &&
        src.slice(0, -1).some((p) => /^https?:\/\//i.test(p.replace(/^\["?|"?,?$/g, '')))
      ) {
        out.push(at(i, 'docker.add-from-url', lineText(i.line)));
      }
    } else if (i.name === 'ENV' || i.name === 'ARG') {
      for (const { key, value } of keyValues(i.args, i.name === 'ENV')) {
        if (!SECRET_NAME.test(key) || value === undefined || value === '') continue;
        if (
          /^\$/.test(value) ||
          /^<.*>$/.test(value) ||
          /(changeme|example|placeholder|dummy|xxx)/i.test(value)
        )
          continue;
        // Names of files or settings that are not themselves secrets.
        if (/(_file|_path|_dir|_url|_name|_header)$/i.test(key) && !/:\/\/[^:]+:[^@]+@/.test(value))
          continue;
        out.push(
          at(
            i,
            'docker.secret-in-env',
            `${i.name} ${key}=***`,
            `${i.name} ${key} bakes a secret value into the image: it is readable in every layer and in \`docker history\`.`,
          ),
        );
      }
    }
  }
  // Final stage running as root: no USER, or the last USER is root / 0.
  const final = stages[stages.length - 1];
  if (final) {
    const img = final.image.toLowerCase();
    // Images built to run unprivileged (distroless :nonroot, *-rootless) set their own user.
    const nonrootBase = /nonroot|rootless/.test(img);
    const fromStage = aliases.has(img) ? stages.find((s) => s.alias === img) : undefined;
    const inheritedUser = fromStage?.users[fromStage.users.length - 1];
    const last = final.users[final.users.length - 1] ?? inheritedUser;
    if (!last) {
      if (!nonrootBase)
        out.push(
          at(
            final.from,
            'docker.run-as-root',
            lineText(final.from.line),
            'The final stage sets no USER, so the container runs as root: a compromise of the process is a compromise of the container, and a step closer to the host.',
          ),
        );
    } else {
      const user = last.args
        .trim()
        .split(':')[0]
        .replace(/^["']|["']$/g, '');
      if (user === 'root' || user === '0')
        out.push(
          at(
            last,
            'docker.run-as-root',
            lineText(last.line),
            `The final stage runs as ${user}: a compromise of the process is a compromise of the container.`,
          ),
        );
    }
  }
  return out;
}
