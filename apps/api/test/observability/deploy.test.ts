import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import { validate as lintDockerfile } from 'dockerfile-utils';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { promtool, promtoolMissing } from './promtool';

/** deploy/ and the Dockerfile, each checked by the tool or the schema it is written for. */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const deploy = path.join(root, 'deploy');

/** TypeScript's errors for `source`, a module checked strictly beside apps/api (its packages' types resolve). */
async function typeErrors(source: string): Promise<string[]> {
  const tmp = path.join(root, 'apps/api/.tmp');
  await mkdir(tmp, { recursive: true });
  const dir = await mkdtemp(path.join(tmp, 'typecheck-'));
  try {
    const file = path.join(dir, 'checked.ts');
    await writeFile(file, source);
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('Prometheus alert rules', () => {
  const missing = promtoolMissing();
  it.skipIf(missing !== null)('load in promtool, and its unit tests of the rules pass', () => {
    const check = promtool(['check', 'rules', path.join(deploy, 'prometheus/flexapp-alerts.yml')]);
    expect(check.output).toContain('SUCCESS: 7 rules found');
    expect(check.status).toBe(0);
    const test = promtool(['test', 'rules', path.join(deploy, 'prometheus/flexapp-alerts.test.yml')]);
    expect(test.output).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });
  it('cover availability, p99 latency, job failures, the event listener and disk', async () => {
    const text = await readFile(path.join(deploy, 'prometheus/flexapp-alerts.yml'), 'utf8');
    for (const alert of [
      'FlexappInstanceDown',
      'FlexappErrorRate',
      'FlexappSlowRequests',
      'FlexappJobFailures',
      'FlexappEventListenerDown',
      'FlexappDiskFilling',
    ])
      expect(text).toContain(`alert: ${alert}`);
  });
});

describe('the Grafana dashboard', () => {
  it("type-checks against Grafana's own dashboard schema (@grafana/schema)", async () => {
    const json = await readFile(path.join(deploy, 'grafana/flexapp-dashboard.json'), 'utf8');
    JSON.parse(json);
    // The JSON as an object literal typed Dashboard: every field is checked, unknown ones too.
    expect(
      await typeErrors(`import type { Dashboard } from '@grafana/schema';\nexport const d: Dashboard = ${json};\n`),
    ).toEqual([]);
  }, 60_000);
});

describe('the Dockerfile', () => {
  it('passes the linter (dockerfile-utils) and builds a non-root image without build tools', async () => {
    const text = await readFile(path.join(root, 'Dockerfile'), 'utf8');
    expect(lintDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
    expect(lintDockerfile('FROM node:24-bookworm-slim\nEXPOSE port\nHEALTHCHECK --interval=x CMD true\n')).not.toEqual(
      [],
    );
    const instructions = DockerfileParser.parse(text).getInstructions();
    const froms = instructions.map((i, n) => [i.getKeyword(), n] as const).filter(([k]) => k === 'FROM');
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const final = instructions
      .slice(froms.at(-1)![1])
      .map((i) => `${i.getKeyword()} ${i.getRawArgumentsContent() ?? ''}`);
    expect(final.some((i) => /^USER (node|\d+)/.test(i) && !/^USER (root|0)\b/.test(i))).toBe(true);
    expect(final.find((i) => i.startsWith('HEALTHCHECK'))).toContain('/api/health/ready');
    // The final stage installs nothing and compiles nothing; npm itself is taken out.
    expect(final.filter((i) => /^RUN .*(apt-get|npm (ci|install)|gcc|make|python)/.test(i))).toEqual([]);
    expect(final.some((i) => /^RUN rm -rf \/usr\/local\/lib\/node_modules\/npm/.test(i))).toBe(true);
  });
});

describe('the Kubernetes manifests', () => {
  /** The model class of an object, by apiVersion and kind, from kubernetes-models (the Kubernetes API schemas). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each model takes its own kind's object
  const models: Record<string, new (o: any) => { validate(): void }> = {
    'v1/ConfigMap': ConfigMap,
    'v1/Service': Service,
    'apps/v1/Deployment': Deployment,
    'batch/v1/Job': Job,
    'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  };
  const modelOf = (apiVersion: string, kind: string) => {
    const model = models[`${apiVersion}/${kind}`];
    if (!model) throw new Error(`no model for ${apiVersion} ${kind}: add it to the test`);
    return model;
  };

  it('are valid against the Kubernetes API schemas', { timeout: 60_000 }, async () => {
    const dir = path.join(deploy, 'kubernetes');
    const kinds: string[] = [];
    const typed: string[] = [];
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort()) {
      for (const doc of parseAllDocuments(await readFile(path.join(dir, file), 'utf8'))) {
        expect(doc.errors).toEqual([]);
        const object = doc.toJS() as { apiVersion: string; kind: string };
        const Model = modelOf(object.apiVersion, object.kind);
        expect(() => new Model(object).validate(), `${file}: ${object.kind}`).not.toThrow();
        kinds.push(object.kind);
        const group = object.apiVersion.includes('/') ? object.apiVersion : 'v1';
        typed.push(`import type { I${object.kind} } from 'kubernetes-models/${group}/${object.kind}';`);
        typed.push(`export const m${typed.length}: I${object.kind} = ${JSON.stringify(object)};`);
      }
    }
    expect(kinds.sort()).toEqual(['ConfigMap', 'Deployment', 'Job', 'PodDisruptionBudget', 'Service']);
    // The validators let unknown fields pass: the models' types, on the manifests as literals, do not.
    expect(await typeErrors(typed.join('\n'))).toEqual([]);
  });

  it('catch a wrong manifest (the checks are not empty)', async () => {
    const text = await readFile(path.join(deploy, 'kubernetes/deployment.yaml'), 'utf8');
    const wrong = parseAllDocuments(text)[0].toJS();
    wrong.spec.replicas = 'three';
    expect(() => new Deployment(wrong).validate()).toThrow();
    const misspelt = parseAllDocuments(text)[0].toJS();
    misspelt.spec.template.spec.containers[0].readinesProbe = misspelt.spec.template.spec.containers[0].readinessProbe;
    const source = `import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';\nexport const d: IDeployment = ${JSON.stringify(misspelt)};`;
    expect((await typeErrors(source)).join('\n')).toContain('readinesProbe');
  }, 60_000);

  it('run several API replicas with readiness and liveness probes, a disruption budget, resources and secrets', async () => {
    const read = async (f: string) =>
      parseAllDocuments(await readFile(path.join(deploy, 'kubernetes', f), 'utf8'))[0].toJS();
    const deployment = await read('deployment.yaml');
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    const api = deployment.spec.template.spec.containers[0];
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    expect(api.resources.requests).toBeDefined();
    expect(api.securityContext.readOnlyRootFilesystem).toBe(true);
    expect(
      api.env.filter((e: { valueFrom?: { secretKeyRef?: unknown } }) => e.valueFrom?.secretKeyRef).length,
    ).toBeGreaterThanOrEqual(2);
    expect((await read('pod-disruption-budget.yaml')).spec.maxUnavailable).toBe(1);
    expect((await read('migration-job.yaml')).spec.template.spec.containers[0].command).toEqual([
      'node',
      'apps/api/dist/cli.js',
      'migrate',
    ]);
  });
});
