/** `npm run schema`: write the scenario format as JSON Schema to docs/scenario.schema.json. */
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchema } from '../src/sim-core/scenario/json-schema';

const file = new URL('../docs/scenario.schema.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
