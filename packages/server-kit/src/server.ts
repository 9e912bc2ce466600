import http from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerCsrfGuard, type CsrfOptions } from './csrf.ts';
import { codeForStatus, errorBody, registerErrorHandling, type ErrorHandlingOptions } from './errors.ts';
import { generateRequestId, registerRequestLog } from './request-log.ts';
import { registerSecureCookies, type SecureCookieOptions } from './secure-cookies.ts';
import {
  arrivedOverHttps,
  newCspNonce,
  registerSecurityHeaders,
  setSecurityHeaders,
  type SecurityOptions,
} from './security.ts';
import { forwardedProtocol, trustFunction, type TrustProxySetting } from './trust-proxy.ts';

export interface BaseServerOptions {
  service: string;
  logLevel?: string;
  /**
   * Behind a load balancer: which hops may speak for the client in X-Forwarded-* (the protocol, the client's address);
   * TRUST_PROXY's forms (trust-proxy.ts). `true` is one hop.
   */
  trustProxy?: TrustProxySetting | boolean;
  security?: SecurityOptions;
  /** Cookies over https: `Secure` on all, the `__Host-` prefix on HttpOnly ones (secure-cookies.ts). */
  cookies?: SecureCookieOptions;
  errors?: ErrorHandlingOptions;
  csrf?: CsrfOptions;
  /** Runs before Fastify sees a request (Vite's dev middleware); calls next() to hand over. */
  preHandler?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  bodyLimit?: number;
  /**
   * Where the log lines go (one JSON line per write); stdout when left out. Tests pass a stream to read every line a
   * server writes, e.g. to show that no card number ever reaches a log.
   */
  logStream?: LogStream;
}

/** pino's destination: anything that takes one serialised line at a time. */
export interface LogStream {
  write(line: string): void;
}

/** The common base of the storefront, identity and payments servers. */
export function createBaseServer(options: BaseServerOptions): FastifyInstance {
  const pre = options.preHandler;
  const trust = trustFunction(options.trustProxy);
  // The public origin's scheme counts only behind a trusted proxy: a service reached directly knows its own.
  const security: SecurityOptions = {
    ...options.security,
    publicHttps: trust !== null && options.security?.publicHttps === true,
  };
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      base: { service: options.service },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => generateRequestId(req.headers),
    trustProxy: trust ?? false,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // A malformed address (`/search/%FF`) is refused by the router before any hook runs: without this it would be
    // answered without the security headers and with Fastify's own wording.
    frameworkErrors: (error, request, reply) => {
      request.cspNonce = newCspNonce();
      // Fastify builds this request without the proxy settings: the forwarded protocol is read here.
      const https = forwardedProtocol(request.raw, trust) === 'https';
      setSecurityHeaders(request, reply, https ? { ...security, publicHttps: true } : security);
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .status(status)
        .header('x-request-id', request.id)
        .type('application/json; charset=utf-8')
        .send(errorBody(status, codeForStatus(status), [], request.id));
    },
    ...(pre
      ? {
          serverFactory: (handler: http.RequestListener) =>
            http.createServer((req, res) => pre(req, res, () => handler(req, res))),
        }
      : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks, so no hook or handler ever sees a cookie under its __Host- name.
  registerSecureCookies(app, (request) => arrivedOverHttps(request, security), options.cookies);
  registerRequestLog(app);
  registerSecurityHeaders(app, security);
  registerErrorHandling(app, options.errors);
  registerCsrfGuard(app, options.csrf);
  return app;
}
