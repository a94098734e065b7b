// Stock: approve (from an office, or forced after a 422), reject with a reason, and the stock in
// hand. Approve and reject are GETs with an effect (as the API declares them), so they are mutations
// here. The list, one row, add, edit and delete are the CRUD kit's (crudEndpoints), declared here.
import { StockApi, type StockTransaction } from '../../../shared/api/stock';
import { baseApi } from '../../api/baseApi';
import { mutationOf, queryOf } from '../../api/endpoints';
import { rowTags } from '../../api/tags';
import { crudEndpoints, crudHooks } from '../../api/crudEndpoints';

/** The kit's endpoints, under the names written here. */
const crud = baseApi.injectEndpoints({
  endpoints: (build) => {
    const stock = crudEndpoints<StockTransaction, typeof StockApi>(build, StockApi, 'Stock');
    return { stockList: stock.list, stockGet: stock.get, stockAdd: stock.add, stockUpdate: stock.update, stockRemove: stock.remove };
  },
});

export const stockApi = crudHooks(
  crud.endpoints.stockList,
  crud.endpoints.stockGet,
  crud.endpoints.stockAdd,
  crud.endpoints.stockUpdate,
  crud.endpoints.stockRemove,
);

const decided = (id: number | string | null | undefined) => [...rowTags('Stock', Number(id)), { type: 'Stock' as const, id: 'BALANCE' }];

const stockExtras = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stockAccept: mutationOf(build, StockApi.accept, { invalidatesTags: (_r, _e, { id }) => decided(id) }),
    stockForced: mutationOf(build, StockApi.forced, { invalidatesTags: (_r, _e, { id }) => decided(id) }),
    stockDeny: mutationOf(build, StockApi.deny, { invalidatesTags: (_r, _e, { id }) => rowTags('Stock', Number(id)) }),
    stockBalance: queryOf(build, StockApi.balance, {
      transformResponse: (raw) => raw.stock,
      // a donor's inward (an add) changes the balance too: the list's tag refreshes it
      providesTags: () => [
        { type: 'Stock', id: 'BALANCE' },
        { type: 'Stock', id: 'LIST' },
      ],
    }),
  }),
});

export const { useStockAcceptMutation, useStockForcedMutation, useStockDenyMutation, useStockBalanceQuery } = stockExtras;
