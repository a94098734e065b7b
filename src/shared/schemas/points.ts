import * as yup from 'yup';
import { asPoint, pointProblem, type GeoPoint } from '../geo';

/**
 * A point picked on the map, kept as GeoJSON (anything asPoint reads is accepted). A malformed
 * one is said with `badKey`; a point the map cannot hold (outside India) with the geo check's own key.
 */
export const pointField = (badKey = 'validation.point') =>
  yup
    .mixed<GeoPoint>()
    .transform((v) => (v === '' ? null : (asPoint(v) ?? v)))
    .test('point', badKey, function (value) {
      if (value == null) return true;
      const key = pointProblem(value);
      return key ? this.createError({ message: key === 'validation.point' ? badKey : key }) : true;
    });

/** A required point: missing or malformed reads as `key` ("no location picked"). */
export const requiredPoint = (key: string) => pointField(key).required(key);
