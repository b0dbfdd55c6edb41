// Launcher of the staff CLI (`npm run enquiries`, scripts/enquiries.ts). It loads the TypeScript
// through tsx's CommonJS hook, in this thread: tsx's ESM hook runs in a second V8 isolate (Node 20
// runs loader hooks off-thread), about 30 MB more, and an export of any size must stay well
// under 100 MB. package.json also gives it a small young generation (rows are garbage at once).
require('tsx/cjs')
require('./enquiries.ts')
