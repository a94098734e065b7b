import * as yup from 'yup';
import { optionalId, requiredId } from './ids';

/** Stock transaction types (business constants): 1 an inward from a donor, 2 a transfer between offices. */
export const StockType = { Donor: 1, Transfer: 2 } as const;
/** 0 pending, 1 approved, 2 rejected */
export const StockStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;

const quantity = yup
  .number()
  .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
  .typeError('validation.positiveNumber')
  .integer('validation.positiveNumber')
  .positive('validation.positiveNumber')
  .max(1_000_000, 'validation.positiveNumber')
  .required('validation.quantityRequired');

/**
 * A stock transaction: its type, the office
 * receiving, for a donor inward the donor's name, and one or more materials with their quantities
 * (each material once). A transfer may name the office it should come from; the approval decides.
 */
export const stockSchema = yup.object({
  transaction_type: yup
    .number()
    .transform((v, raw) => (raw === '' || raw === null ? undefined : v))
    .typeError('validation.stockType')
    .oneOf([StockType.Donor, StockType.Transfer], 'validation.stockType')
    .required('validation.stockType'),
  from_office: optionalId('validation.unknownOffice').test('other', 'validation.sameOffice', function (from) {
    return from == null || from !== this.parent.to_office;
  }),
  to_office: requiredId('validation.toOfficeRequired'),
  handover_by: yup
    .string()
    .trim()
    .max(150, 'validation.nameTooLong')
    .nullable()
    .default(null)
    .when('transaction_type', { is: StockType.Donor, then: (s) => s.required('validation.donorRequired') }),
  handover_to: optionalId('validation.unknownUser'),
  resources: yup
    .array(yup.object({ id: requiredId('validation.unknownResource'), quantity }))
    .min(1, 'validation.resourcesRequired')
    .max(100, 'validation.resourcesRequired')
    .required('validation.resourcesRequired')
    .test('distinct', 'validation.resourceTwice', (rows) => new Set((rows ?? []).map((r) => r.id)).size === (rows ?? []).length),
});

/** GET inward-stocks/accept: the request and the office the materials come from. */
export const stockAcceptSchema = yup.object({
  id: requiredId('validation.unknownStock'),
  from_office: requiredId('validation.fromOfficeRequired'),
});

/** GET inward-stocks/stock-not-found: the approval confirmed after a 422, with the reason that was shown. */
export const stockForcedSchema = stockAcceptSchema.shape({
  type: yup.string().oneOf(['stock_not_found', 'insufficient'], 'validation.invalidInput').optional(),
});

/** GET inward-stocks/deny: the request and why. */
export const stockDenySchema = yup.object({
  id: requiredId('validation.unknownStock'),
  rejection_reason: yup.string().trim().required('stock.reasonRequired').max(500, 'validation.textTooLong'),
});
