/**
 * Each benchmark records its figures here beside the DESIGN §8 budget they answer; `npm run
 * bench` (all of them) then writes bench/REPORT.md from the files (report.ts). One JSON file per
 * benchmark in FIGURES_DIR, replaced by its next run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIGURES_DIR =
  process.env.BENCH_FIGURES_DIR ?? path.join(os.tmpdir(), 'shop-bench', 'figures');

export interface Figure {
  /** The DESIGN §8 budget (or "reported" for figures with none). */
  budget: string;
  backend: 'pglite' | 'postgres' | null;
  label: string;
  value: number;
  unit: string;
  /** The budget's bound; null for figures reported without one. */
  target: { op: '>=' | '<='; value: number } | null;
  note?: string;
}

export interface FigureFile {
  bench: string;
  /** The commit the figures were measured at ("unknown" outside a git checkout). */
  commit?: string;
  date: string;
  cpus: number;
  loadAverage: number[];
  figures: Figure[];
}

export const passes = (f: Figure): boolean | null =>
  f.target === null
    ? null
    : f.target.op === '>='
      ? f.value >= f.target.value
      : f.value <= f.target.value;

export function recordFigures(bench: string, figures: Figure[]): void {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const doc: FigureFile = {
    bench,
    commit: headCommit(),
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    figures,
  };
  writeFileSync(path.join(FIGURES_DIR, `${bench}.json`), JSON.stringify(doc, null, 2) + '\n');
}

/** The checked-out commit, short. */
export function headCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  } catch {
    return 'unknown';
  }
}
