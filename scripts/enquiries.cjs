// Launcher of the staff CLI (`npm run enquiries`, scripts/enquiries.ts). It loads the TypeScript
// through tsx's CommonJS hook, in this thread: tsx's ESM hook runs in a second V8 isolate (Node 20
// runs loader hooks off-thread), about 30 MB more, and an export of any size must stay well
// under 100 MB. package.json also gives it a small young generation (rows are garbage at once)
// and a 48 MB old generation: V8 would otherwise let garbage from PostgreSQL's row batches pile
// up to 120 MB before collecting it (measured: 122 MB without the cap, 78 MB with it).
require('tsx/cjs')
require('./enquiries.ts')
