import http from "node:http";
import type { Socket } from "node:net";
import { type ApiError, apiError } from "@releve/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/** A refusal made of an error Fastify or Node raised: its status and its payload. */
export interface FrameworkRefusal {
  statusCode: number;
  payload: ApiError;
}

const invalidRequest = (statusCode: number, reason: string): FrameworkRefusal => ({
  statusCode,
  payload: apiError("validation", "invalidRequest", { reason }),
});

/**
 * The refusals of Fastify's own errors, by their code, in the `{ category, code, data }` shape
 * (decision 021). A code not listed is left to the caller.
 */
export function frameworkRefusal(
  error: Pick<FastifyError, "code">,
  request: Pick<FastifyRequest, "routeOptions"> | undefined,
): FrameworkRefusal | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return {
        statusCode: 413,
        payload: apiError("request", "payloadTooLarge", {
          limitBytes: request?.routeOptions.bodyLimit,
        }),
      };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return invalidRequest(415, "unsupportedMediaType");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return invalidRequest(400, "malformedJson");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return invalidRequest(400, "invalidContentLength");
    case "FST_ERR_CTP_INVALID_TYPE":
      return invalidRequest(400, "invalidContentType");
    case "FST_ERR_BAD_URL":
      return invalidRequest(400, "badUrl");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return invalidRequest(414, "pathTooLong");
    default:
      return undefined;
  }
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/api/%zz`), a path parameter too
 * long. These are answered before any hook runs, so the security headers are set here.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const refusal = frameworkRefusal(error, undefined) ?? invalidRequest(400, "malformedRequest");
    reply.headers(headers).status(refusal.statusCode).send(refusal.payload);
  };
}

/** How long a refused connection may go on sending before it is cut. */
const lingerMs = 2000;

/**
 * Node's `clientError`: a request its HTTP parser refuses (headers too large, a malformed request
 * line, a request that took too long), answered on the socket itself with the error payload and
 * the security headers. The connection is then ended rather than destroyed: destroying it while
 * the client still sends (the rest of its headers) would reset it, and the client would lose the
 * answer. What still comes is read and dropped, for a short while.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer; an ended one has had its answer.
    if (error.code === "ECONNRESET" || socket.destroyed || socket.writableEnded) return;
    const refusal =
      error.code === "HPE_HEADER_OVERFLOW"
        ? { statusCode: 431, payload: apiError("request", "headersTooLarge") }
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? invalidRequest(408, "requestTimeout")
          : invalidRequest(400, "malformedRequest");
    const body = JSON.stringify(refusal.payload);
    const lines = [
      `HTTP/1.1 ${refusal.statusCode} ${http.STATUS_CODES[refusal.statusCode]}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
    socket.resume();
    setTimeout(() => socket.destroy(), lingerMs).unref();
  };
}

/**
 * An answer given before the request's body was read to its end (an upload refused while its
 * files stream in) would leave the rest of the body on the connection, and the next request on
 * that kept-alive connection would wait behind it for ever. The rest is read and thrown away
 * while the answer goes out, and the connection is closed after it. A body nobody started to read
 * is left to Node, which discards it itself.
 */
export function settleUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || !raw.readableDidRead) return;
  reply.header("connection", "close");
  raw.resume();
}
