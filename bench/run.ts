/**
 * `npm run bench`: the benchmark steps, one after the other. Each step writes its own section of
 * docs/benchmarks.md (between its `<!-- name:start -->` / `<!-- name:end -->` markers, see report.ts).
 * Add a step by appending to `steps`.
 */
import { runApiBenchmark } from './api.js';
import { runLighthouseBenchmark } from './lighthouse.js';

interface Step { name: string; run(): Promise<void> }

const steps: Step[] = [
  { name: 'api', run: () => runApiBenchmark() },
  { name: 'lighthouse', run: () => runLighthouseBenchmark() },
];

for (const step of steps) {
  const started = performance.now();
  console.log(`[bench] ${step.name}…`);
  try {
    await step.run();
  } catch (error) {
    console.error(`[bench] ${step.name} failed:`, error);
    process.exit(1);
  }
  console.log(`[bench] ${step.name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
