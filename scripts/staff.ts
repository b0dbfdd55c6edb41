/**
 * `npm run staff -- add|list|disable|reset`: the desk's accounts at the command line, on the
 * database the server uses (DATABASE_URL, else the SQLite file at DATABASE_PATH, default
 * data/trillium.db; its schema brought up to date first), with the one-time links made from
 * SITE_URL. Every change is in the audit trail, by `command line` (docs/desk.md). The command
 * itself is scripts/staff/command.ts.
 */
import { runStaff } from './staff/command.ts'

process.exitCode = await runStaff(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
})
