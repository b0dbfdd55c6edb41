import type { CannonResult } from './cannon.ts'
import type { ClusterFigures } from './cluster.ts'

/** A printed figure: what it measures, and its value. */
export type Row = [string, string]

/** Answers as the benchmark counts them: 2xx / other statuses / errors and timeouts. */
export const answers = (r: CannonResult): string =>
  `${r['2xx']} / ${r.non2xx} / ${r.errors + r.timeouts}`

/** Latency p50 / p99 / max in milliseconds, as autocannon measured it at the client. */
export const latency = (r: CannonResult): string =>
  `${r.latency.p50} / ${r.latency.p99} / ${r.latency.max}`

/** The rows of one enquiry run: rows stored, answers, stored per second and latency. */
export function enquiryRows(result: CannonResult, stored: number, indent = ''): Row[] {
  return [
    [`${indent}enquiries stored`, String(stored)],
    [`${indent}enquiries 201 / non-2xx / errors`, answers(result)],
    [`${indent}stored enquiries/s`, (stored / result.duration).toFixed(0)],
    [`${indent}enquiry latency p50 / p99 / max (ms)`, latency(result)],
  ]
}

/**
 * The cluster's rows: its enquiry run, the ratio to the single instance, and where the CPU went
 * (CPU seconds of each process over the run, and per enquiry sent).
 */
export function clusterRows(cluster: ClusterFigures, singlePerSecond: number | undefined): Row[] {
  const { cpu, result, sent } = cluster
  const perSecond = cluster.stored / result.duration
  const part = (name: string, seconds: number): Row => [
    `    ${name}`,
    `${seconds.toFixed(1)} s, ${((seconds * 1000) / Math.max(1, sent)).toFixed(2)} ms/enquiry`,
  ]
  return [
    ['two instances on PostgreSQL behind Caddy (HTTPS)', ''],
    ...enquiryRows(result, cluster.stored, '  '),
    ...(singlePerSecond === undefined
      ? []
      : ([
          [
            '  ratio to one instance on SQLite (stored/s)',
            (perSecond / singlePerSecond).toFixed(2),
          ],
        ] satisfies Row[])),
    [`  CPU during the run (${result.duration.toFixed(0)} s, ${sent} enquiries sent)`, ''],
    ...cpu.instances.map((seconds, i) => part(`instance ${i + 1}`, seconds)),
    part('PostgreSQL (every process)', cpu.postgres),
    part('Caddy', cpu.caddy),
    part('load generator (autocannon, TLS)', cpu.loadGenerator),
    part('machine busy in all', cpu.machineBusy),
    ['    machine capacity', `${cpu.machineTotal.toFixed(1)} s`],
  ]
}

/** The report: a heading, then one aligned line per row. */
export function formatReport(heading: string, rows: readonly Row[]): string {
  return `\n${heading}\n\n${rows.map(([k, v]) => `  ${k.padEnd(52)} ${v}`).join('\n')}\n`
}
