// Loaded with `--require` into a child process by the export test: on exit, writes the
// process's peak resident memory (KiB) to stderr, so the test can hold the export to its
// memory ceiling.
process.on('exit', () => {
  process.stderr.write(`max-rss-kib ${process.resourceUsage().maxRSS}\n`)
})
