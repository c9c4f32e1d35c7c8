import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { clientRoutesModules } from '@shop/contract/client-routes';

/**
 * The route table's files as the repository keeps them (apps/web/src/api/operations/): generated,
 * then formatted like any file. Path under `dir` -> text.
 */
export async function formattedClientRoutes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(clientRoutesModules())) {
    const filepath = path.join(dir, name);
    const options = (await resolveConfig(filepath)) ?? {};
    out[name] = await format(text, { ...options, filepath });
  }
  return out;
}
