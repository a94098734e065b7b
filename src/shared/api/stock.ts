// Stock: materials coming in from donors and moving between offices. A transfer is asked for and
// then approved from an office (or rejected); every approved movement is written to a ledger, and
// an office's stock of a material is the sum of its ledger.
import { crud } from './crud';
import { reply, route } from './contract';
import type { Message } from './messages';
import type { PersonName } from './offices';
import { stockAcceptSchema, stockDenySchema, stockForcedSchema, stockSchema } from '../schemas/stock';

export interface StockTransaction {
  id: number;
  /** 1 from a donor, 2 a transfer between offices */
  transaction_type: number;
  from_office: number | null;
  to_office: number;
  from_office_name: string | null;
  to_office_name: string | null;
  handover_by: string | null;
  handover_to: number | null;
  handover_to_details: PersonName | null;
  created_by_details: PersonName | null;
  /** 0 pending, 1 approved, 2 rejected */
  status: number;
  /** approved although the from-office's ledger did not hold the materials */
  forced: boolean;
  rejection_reason: string | null;
  created_at: string;
  resources: Array<{ id: number; resource_name: string; quantity: number }>;
}

/** One office's stock of one material: the sum of its ledger. */
export interface StockBalance {
  office_id: number;
  office_name: string;
  resource_id: number;
  resource_name: string;
  quantity: number;
}

const MODULE = 'Resources';
type Decided = Message & { inward_stock: StockTransaction };

export const StockApi = {
  ...crud<StockTransaction>()({
    base: '/inward-stocks',
    entity: 'stock transaction',
    listKey: 'inward_stock',
    itemKey: 'inward_stock',
    updateIdField: 'id',
    module: MODULE,
    schema: stockSchema,
    removePath: '/inward-stocks/:id',
    removeMethod: 'DELETE',
  }),
  accept: route({
    method: 'GET',
    path: '/inward-stocks/accept',
    scope: 'tenant',
    module: MODULE,
    summary: 'Approve a transfer from an office (422 stock_not_found or insufficient when its ledger does not hold the materials)',
    query: stockAcceptSchema,
    response: reply<Decided>('msg', 'key', 'inward_stock'),
  }),
  forced: route({
    method: 'GET',
    path: '/inward-stocks/stock-not-found',
    scope: 'tenant',
    module: MODULE,
    summary: 'Approve a transfer although the office’s ledger does not hold the materials (recorded as forced)',
    query: stockForcedSchema,
    response: reply<Decided>('msg', 'key', 'inward_stock'),
  }),
  deny: route({
    method: 'GET',
    path: '/inward-stocks/deny',
    scope: 'tenant',
    module: MODULE,
    summary: 'Reject a transfer with a reason',
    query: stockDenySchema,
    response: reply<Decided>('msg', 'key', 'inward_stock'),
  }),
  balance: route({
    method: 'GET',
    path: '/inward-stocks/balance',
    scope: 'tenant',
    module: MODULE,
    summary: 'Every office’s stock of every material it has held (the sums of the ledger)',
    response: reply<{ stock: StockBalance[] }>('stock'),
  }),
};
