// Loaded into a shop server started by a test (node --expose-gc --require …): on SIGUSR2 it
// collects garbage and prints its memory, so the test reads what is kept rather than what the
// heap happens to hold between collections.
process.on('SIGUSR2', () => {
  global.gc();
  global.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.stdout.write(`[memory] ${JSON.stringify({ rss, heapUsed, external })}\n`);
});
