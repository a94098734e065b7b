import * as yup from 'yup';
import { asPoint, asPolygon, pointProblem, polygonProblem, type GeoPoint, type GeoPolygon } from '../geo';

// A yup test that answers the geometry's own problem key as the message.
const geometry = (problem: (v: unknown) => string | null) =>
  function (this: yup.TestContext, value: unknown) {
    if (value == null) return true;
    const key = problem(value);
    return key ? this.createError({ message: key }) : true;
  };

/** An area: location name, a closed ring in India, its voting-centre point. */
export const areaSchema = yup.object({
  name: yup.string().trim().required('validation.nameRequired').max(150, 'validation.nameTooLong'),
  area: yup
    .mixed<GeoPolygon>()
    .required('validation.areaPolygon')
    .test('polygon', 'validation.areaPolygon', geometry(polygonProblem))
    .transform((v) => asPolygon(v) ?? v),
  // Not required; when sent it must be a point in India.
  voting_center_location: yup
    .mixed<GeoPoint>()
    .nullable()
    .default(null)
    .test('point', 'validation.point', geometry(pointProblem))
    .transform((v) => (v === '' ? null : (asPoint(v) ?? v))),
});
export type AreaPayload = yup.InferType<typeof areaSchema>;

/** PUT /area/status/{id}: the list's active switch. */
export const areaStatusSchema = yup.object({
  status: yup
    .boolean()
    .transform((v, raw) => (raw === 1 || raw === '1' ? true : raw === 0 || raw === '0' ? false : v))
    .typeError('validation.areaStatus')
    .required('validation.areaStatus'),
});
