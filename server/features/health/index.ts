/**
 * The health feature's public module: /healthz for load balancers and /metrics for Prometheus. The rest of
 * server/features/health/ is its own.
 */
export { healthApi } from './health-api';
export { healthRoutes } from './health-routes';
