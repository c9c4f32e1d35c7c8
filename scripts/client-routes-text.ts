import { format, resolveConfig } from 'prettier';
import { clientRoutesModule } from '@shop/contract/client-routes';

/** The route table's text as the repository keeps it: generated, then formatted like any file. */
export async function formattedClientRoutes(target: string): Promise<string> {
  const options = (await resolveConfig(target)) ?? {};
  return format(clientRoutesModule(), { ...options, filepath: target });
}
