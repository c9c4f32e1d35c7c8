/**
 * `npm run docs:config`: writes docs/configuration.md from the config schema (schema.ts).
 * docs.test.ts fails while the file is not what this would write.
 */
import { writeFileSync } from 'node:fs';
import { CONFIGURATION_DOC, renderConfigurationDoc } from './docs.ts';

writeFileSync(CONFIGURATION_DOC, await renderConfigurationDoc());
console.log(`wrote ${CONFIGURATION_DOC}`);
