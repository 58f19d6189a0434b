// Hive Gateway in front of the same sandbox, as a team would put it there without writing a
// schema: GraphQL Mesh composes the sandbox's OpenAPI document into a supergraph (at bench time,
// since it carries the running sandbox's address), and Hive Gateway serves it in one process.
// The packages live in their own workspace package (gateway/hive-gateway: they need graphql 16).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reservationExpand } from '../../src/upstream/reservations.ts';
import { startServer } from './processes.ts';
import { repoRoot } from './stack.ts';

const hivePackage = join(repoRoot, 'gateway', 'hive-gateway');

/** The JavaScript file behind a package's command, to run with this Node (signals reach it). */
function binOf(packageName: string, command: string): string {
  const manifest = createRequire(join(hivePackage, 'package.json')).resolve(
    `${packageName}/package.json`,
  );
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  const script = bin[command];
  if (!script) throw new Error(`${packageName} has no "${command}" command`);
  return join(dirname(manifest), script);
}

/** Composes the supergraph of the sandbox's OpenAPI document, served at `coreApiUrl`, to `file`. */
export async function composeSupergraph(coreApiUrl: string, file: string): Promise<void> {
  const compose = spawn(
    process.execPath,
    [binOf('@graphql-mesh/compose-cli', 'mesh-compose'), '-c', 'compose.config.ts', '-o', file],
    {
      cwd: hivePackage,
      env: { ...process.env, CORE_API_URL: coreApiUrl },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  compose.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => compose.once('exit', resolve));
  if (code !== 0) throw new Error(`mesh-compose exited with ${code}:\n${errors}`);
}

/**
 * Hive Gateway serving `supergraph` on `port`, in one process (`--fork 1`) like each of our
 * replicas, with its production defaults (NODE_ENV=production) and no configuration file: the
 * folder it starts in holds only the supergraph.
 */
export function startHiveGateway(port: number, supergraph: string) {
  const child = startServer(
    `Hive Gateway :${port}`,
    binOf('@graphql-hive/gateway', 'hive-gateway'),
    {
      cwd: dirname(supergraph),
      args: [
        'supergraph',
        supergraph,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--fork',
        '1',
      ],
      env: { NODE_ENV: 'production' },
    },
  );
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * The stay page's data in the OpenAPI-derived schema: the same core API call our gateway makes for
 * the stay page (GET /check-in/{slug} with the same expansions), and the raw fields behind each
 * field of the web client's StayRouteQuery. What the derived schema cannot give is left out: the
 * stage, next step, clock and past-departure flags our gateway computes from these fields, the
 * localised times, and money as a decimal amount; the ordered items are a plain list, not a
 * connection.
 */
export const hiveStayQuery = `query StayRouteQuery($slug: queryInput_check_in_by_slug_slug!) {
  check_in_by_slug(
    slug: $slug
    x_language_code: "en-GB"
    _DOLLAR_expand: [${reservationExpand.replaceAll('.', '_')}]
  ) {
    ... on check_in_by_slug_200_response {
      data {
        id slug confirmationNumber status checkInState idVerificationState
        startDate endDate checkInDate checkOutDate adultsCount childrenCount
        property {
          id name city addressLine1 addressLine2 zipCode googleMapsUrl timeZone phone whatsappNumber
          checkInTime checkOutTime integrations { wirelessAccessPoint { ssid password } }
        }
        propertyUnit {
          name number floor type images { url sequenceNumber }
          address { addressLine1 addressLine2 zipCode city }
          integrations { wirelessAccessPoint { ssid password } }
        }
        propertyUnitCategory { id name images { url sequenceNumber } }
        propertyKeys { id name type accessType code keypadButton validFromDate errorCode availableAt }
        creditCard { id numberMasked }
        cancellationPolicy { type isFreeCancellationAvailable freeCancellationEndDate }
        orderItems { id productId consumptionDate priceGross currency }
        products { id name type isOrderable priceGross currency }
        sustainability { nightsCount }
      }
    }
    ... on Errors { __typename }
  }
}`;
