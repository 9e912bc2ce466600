import { ErrorBody } from './errors.ts';
import { clientSchemas } from './client-schemas.ts';
import { buildApiClient, type ApiClient, type ApiClientOptions } from './client-core.ts';

export * from './client-core.ts';

/** The typed client of `/api/*`: every answer is parsed with the same schema the server validates with. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return buildApiClient(options, {
    parse: (name, json) => clientSchemas[name].parse(json),
    parseError: (json) => {
      const parsed = ErrorBody.safeParse(json);
      return parsed.success ? parsed.data : null;
    },
  });
}
