/**
 * `npm run bench`: the benchmark steps, one after the other. Each step writes its own section of
 * docs/benchmarks.md (between its `<!-- name:start -->` / `<!-- name:end -->` markers, see report.ts).
 * Add a step by appending to `steps`.
 */
import { runApiBenchmark } from './api.js';
import { runCheckoutBenchmark } from './checkout.js';
import { runLighthouseBenchmark } from './lighthouse.js';
import { runPagesBenchmark } from './pages.js';
import { runTitleDictionaryBenchmark } from './title-dictionary.js';

interface Step { name: string; run(): Promise<void> }

const steps: Step[] = [
  { name: 'api', run: () => runApiBenchmark() },
  { name: 'dictionary', run: () => runTitleDictionaryBenchmark() },
  { name: 'checkout', run: () => runCheckoutBenchmark() },
  { name: 'pages', run: () => runPagesBenchmark() },
  { name: 'lighthouse', run: () => runLighthouseBenchmark() },
];

// BENCH_ONLY=checkout runs one step (a comma-separated list for several).
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const step of steps.filter((candidate) => !only || only.includes(candidate.name))) {
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
