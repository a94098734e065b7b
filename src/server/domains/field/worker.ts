// Whom a field route serves: the worker of one organisation, as the session names them.
export interface Worker {
  tenantId: number;
  userId: number;
}
