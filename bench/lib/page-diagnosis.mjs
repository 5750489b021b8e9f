// Diagnosis of a page while a benchmark drives it, never for figures (both slow the page):
//   KULIR_BENCH_TRACE=<file>    a Chrome trace (devtools timeline), to see where a frame's time goes;
//   KULIR_BENCH_PROFILE=<file>  a V8 CPU profile (.cpuprofile); build with `npx vite build --minify false` for names.
// Neither set: nothing is recorded and the returned stop does nothing.
import { writeFileSync } from 'node:fs';

/** Starts what the environment asks for on `page`; the answer stops it and writes the files. */
export async function startPageDiagnosis(browser, page) {
  const traceFile = process.env.KULIR_BENCH_TRACE;
  const profileFile = process.env.KULIR_BENCH_PROFILE;
  if (traceFile) await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const profiler = profileFile ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  return async function stopPageDiagnosis() {
    if (traceFile) await browser.stopTracing();
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      await profiler.detach();
    }
  };
}
