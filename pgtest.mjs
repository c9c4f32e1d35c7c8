import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const db = new PGlite(); await db.waitReady; console.log('mem open', Date.now()-t);
await db.query('create table x(a int)'); 
t=Date.now(); const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size);
t=Date.now(); const db2 = new PGlite({loadDataDir: dump}); await db2.waitReady; console.log('load', Date.now()-t, (await db2.query('select count(*) from x')).rows);
