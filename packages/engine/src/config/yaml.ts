/**
 * Kubernetes manifests and CI workflows, read with the `yaml` package so every finding carries the
 * line of the key it is about.
 */
import { createRequire } from 'node:module';
import type * as YamlNS from 'yaml';
import type { Document, LineCounter, Node, Pair, YAMLMap } from 'yaml';
import type { RawMatch } from '../core/finding.js';
import type { SourceFile } from '../core/analyze.js';

// The `yaml` package is loaded on the first YAML file: most scans have none, and loading it is a
// good part of a small scan's start-up.
const require = createRequire(import.meta.url);
let yamlMod: typeof YamlNS | undefined;
const Y = (): typeof YamlNS => (yamlMod ??= require('yaml') as typeof YamlNS);
const isMap = ((n: unknown) => Y().isMap(n)) as typeof YamlNS.isMap;
const isPair = ((n: unknown) => Y().isPair(n)) as typeof YamlNS.isPair;
const isScalar = ((n: unknown) => Y().isScalar(n)) as typeof YamlNS.isScalar;
const isSeq = ((n: unknown) => Y().isSeq(n)) as typeof YamlNS.isSeq;

const WORKLOADS = new Set([
  'Pod',
  'Deployment',
  'StatefulSet',
  'DaemonSet',
  'ReplicaSet',
  'ReplicationController',
  'Job',
  'CronJob',
]);

type Ctx = { file: SourceFile; lc: LineCounter; out: RawMatch[] };

function get(map: unknown, key: string): Pair | undefined {
  if (!isMap(map)) return undefined;
  for (const it of map.items)
    if (isPair(it) && isScalar(it.key) && it.key.value === key) return it as Pair;
  return undefined;
}

function val(map: unknown, key: string): unknown {
  const p = get(map, key);
  return p ? p.value : undefined;
}

function scalar(n: unknown): unknown {
  return isScalar(n) ? n.value : undefined;
}

function report(
  ctx: Ctx,
  node: Pair | Node | undefined | null,
  ruleId: string,
  message?: string,
): void {
  const target = (isPair(node) ? node.key : node) as Node | undefined;
  const range = target?.range;
  if (!range) return;
  const a = ctx.lc.linePos(range[0]);
  const line = ctx.file.lines[a.line - 1] ?? '';
  ctx.out.push({
    ruleId,
    startLine: a.line,
    startColumn: a.col,
    endLine: a.line,
    endColumn: line.length + 1,
    code: line.trim(),
    message,
  });
}

function podSpec(doc: YAMLMap, kind: string): unknown {
  const spec = val(doc, 'spec');
  if (kind === 'Pod') return spec;
  if (kind === 'CronJob')
    return val(val(val(val(spec, 'jobTemplate'), 'spec'), 'template'), 'spec');
  return val(val(spec, 'template'), 'spec');
}

function checkSecurityContext(ctx: Ctx, sc: unknown, where: string, podLevel: boolean): void {
  if (!isMap(sc)) return;
  const priv = get(sc, 'privileged');
  if (!podLevel && priv && scalar(priv.value) === true)
    report(
      ctx,
      priv,
      'k8s.privileged-container',
      `${where} runs privileged: it has every capability and the host's devices, so escaping to the node is trivial.`,
    );
  const ape = get(sc, 'allowPrivilegeEscalation');
  if (!podLevel && ape && scalar(ape.value) === true)
    report(
      ctx,
      ape,
      'k8s.allow-privilege-escalation',
      `${where} allows privilege escalation: a process can gain more privileges than its parent (setuid binaries, file capabilities).`,
    );
  const rnr = get(sc, 'runAsNonRoot');
  if (rnr && scalar(rnr.value) === false)
    report(
      ctx,
      rnr,
      'k8s.run-as-root',
      `${where} sets runAsNonRoot: false, so the container may run as root.`,
    );
  const rau = get(sc, 'runAsUser');
  if (rau && scalar(rau.value) === 0)
    report(ctx, rau, 'k8s.run-as-root', `${where} runs as user 0 (root).`);
}

function checkWorkload(ctx: Ctx, doc: YAMLMap, kind: string): void {
  const spec = podSpec(doc, kind);
  if (!isMap(spec)) return;
  for (const k of ['hostNetwork', 'hostPID', 'hostIPC']) {
    const p = get(spec, k);
    if (p && scalar(p.value) === true)
      report(
        ctx,
        p,
        'k8s.host-namespace',
        `${kind} shares the node's ${k.slice(4)} namespace (${k}: true): its containers see and reach the node's ${k === 'hostNetwork' ? 'network interfaces and local services' : k === 'hostPID' ? 'processes' : 'shared memory'}.`,
      );
  }
  checkSecurityContext(ctx, val(spec, 'securityContext'), `${kind} pod`, true);
  for (const list of ['containers', 'initContainers', 'ephemeralContainers']) {
    const cs = val(spec, list);
    if (!isSeq(cs)) continue;
    for (const c of cs.items) {
      const name = scalar(val(c, 'name')) ?? '?';
      checkSecurityContext(ctx, val(c, 'securityContext'), `Container "${String(name)}"`, false);
    }
  }
  const vols = val(spec, 'volumes');
  if (isSeq(vols)) {
    for (const v of vols.items) {
      const hp = get(v, 'hostPath');
      if (hp)
        report(
          ctx,
          hp,
          'k8s.host-path-volume',
          `Volume "${String(scalar(val(v, 'name')) ?? '?')}" mounts a path of the node (hostPath): the pod can read or change node files, a common escape route.`,
        );
    }
  }
}

/** Expressions an outside contributor controls in GitHub Actions events. */
const ATTACKER_CONTROLLED = [
  /^github\.event\.(issue|pull_request|discussion)\.(title|body)$/,
  /^github\.event\.(comment|review|review_comment)\.body$/,
  /^github\.event\.pull_request\.head\.(ref|label|repo\.default_branch)$/,
  /^github\.event\.pages\.[^.]+\.page_name$/,
  /^github\.event\.commits\.[^.]+\.(message|author\.(email|name))$/,
  /^github\.event\.head_commit\.(message|author\.(email|name))$/,
  /^github\.event\.workflow_run\.(head_branch|display_title|head_commit\.(message|author\.(email|name)))$/,
  /^github\.head_ref$/,
];

function isAttackerControlled(expr: string): boolean {
  const e = expr
    .trim()
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .replace(/\.\*\./g, '.x.');
  return ATTACKER_CONTROLLED.some((re) => re.test(e));
}

function onTriggers(doc: YAMLMap): Set<string> {
  const on = get(doc, 'on') ?? get(doc, 'true');
  const t = new Set<string>();
  if (!on) return t;
  const v = on.value;
  if (isScalar(v)) t.add(String(v.value));
  else if (isSeq(v)) for (const it of v.items) t.add(String(scalar(it)));
  else if (isMap(v)) for (const it of v.items) if (isPair(it)) t.add(String(scalar(it.key)));
  return t;
}

function checkScriptInjection(ctx: Ctx, node: unknown, where: string): void {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
  const re = /\$\{\{\s*([^}]*?)\s*\}\}/g;
  const text = ctx.file.source.slice(node.range[0], node.range[1]);
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (!isAttackerControlled(m[1])) continue;
    const a = ctx.lc.linePos(node.range[0] + m.index);
    const line = ctx.file.lines[a.line - 1] ?? '';
    ctx.out.push({
      ruleId: 'ci.script-injection',
      startLine: a.line,
      startColumn: a.col,
      endLine: a.line,
      endColumn: a.col + m[0].length,
      code: line.trim(),
      message: `\`${m[0]}\` is expanded into a ${where} before it runs: whoever writes that text (a pull request title, a branch name, a comment) can inject commands that run with the workflow's token and secrets.`,
    });
  }
}

function checkWorkflow(ctx: Ctx, doc: YAMLMap): void {
  const jobs = val(doc, 'jobs');
  if (!isMap(jobs)) return;
  const prTarget =
    onTriggers(doc).has('pull_request_target') || onTriggers(doc).has('workflow_run');
  for (const jp of jobs.items) {
    const job = isPair(jp) ? jp.value : undefined;
    const steps = val(job, 'steps');
    if (!isSeq(steps)) continue;
    for (const step of steps.items) {
      checkScriptInjection(ctx, val(step, 'run'), 'shell script');
      const uses = String(scalar(val(step, 'uses')) ?? '');
      if (uses.startsWith('actions/github-script'))
        checkScriptInjection(ctx, val(val(step, 'with'), 'script'), 'github-script');
      if (prTarget && uses.startsWith('actions/checkout')) {
        const ref = get(val(step, 'with'), 'ref');
        const rv = String(scalar(ref?.value) ?? '');
        if (
          ref &&
          /github\.event\.pull_request\.head\.(sha|ref)|github\.head_ref|refs\/pull\/|github\.event\.workflow_run\.head_(sha|branch)/.test(
            rv,
          )
        ) {
          report(
            ctx,
            ref,
            'ci.pull-request-target-checkout',
            "A pull_request_target (or workflow_run) workflow checks out the pull request's code: the untrusted code then runs with the base repository's secrets and write token.",
          );
        }
      }
    }
  }
}

/** Runs the Kubernetes and GitHub Actions checks over one YAML file. */
export function checkYaml(file: SourceFile): RawMatch[] {
  const src = file.source;
  const k8s = /^\s*kind\s*:/m.test(src) && /apiVersion\s*:/.test(src);
  const gha = /^jobs\s*:/m.test(src) && /(^|\n)(on|"on"|'on')\s*:/.test(src);
  if (!k8s && !gha) return [];
  const lc = new (Y().LineCounter)();
  let docs: Document.Parsed[];
  try {
    docs = Y().parseAllDocuments(src, { lineCounter: lc, uniqueKeys: false }) as Document.Parsed[];
  } catch {
    return [];
  }
  if (!Array.isArray(docs)) return [];
  const ctx: Ctx = { file, lc, out: [] };
  for (const d of docs) {
    // Templated manifests (Helm) that do not parse are skipped rather than guessed at.
    if (d.errors.length) continue;
    const root = d.contents;
    if (!isMap(root)) continue;
    const kind = scalar(val(root, 'kind'));
    if (typeof kind === 'string' && WORKLOADS.has(kind)) checkWorkload(ctx, root, kind);
    else if (isMap(val(root, 'jobs'))) checkWorkflow(ctx, root);
  }
  return ctx.out;
}
