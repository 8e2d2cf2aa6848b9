/**
 * A date in a response, written once for both doors: a Date in code and
 * through the tRPC door (superjson carries Dates), an ISO-8601 string on
 * the REST wire. The view schemas use this codec, so `z.infer` (the decoded
 * side) is the type services return and the client reads, and the REST
 * door's serializer encodes the same schema into the strings it sends.
 */
import { z } from 'zod';

export const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
