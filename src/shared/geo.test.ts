import { closeRing, inRing, pointInPolygon, polygonProblem, pointProblem, ringSelfIntersects, type Position } from './geo';

const square: Position[] = [
  [77.75, 20.93],
  [77.76, 20.93],
  [77.76, 20.94],
  [77.75, 20.94],
];

describe('geometry rules', () => {
  it('closes a ring once', () => {
    expect(closeRing(square)).toEqual([...square, square[0]]);
    expect(closeRing(closeRing(square))).toEqual([...square, square[0]]);
  });

  it('accepts a closed square and an L shape, with or without a repeated point', () => {
    expect(polygonProblem({ type: 'Polygon', coordinates: [closeRing(square)] })).toBeNull();
    const l: Position[] = [
      [77.7, 20.9],
      [77.72, 20.9],
      [77.72, 20.91],
      [77.71, 20.91],
      [77.71, 20.92],
      [77.7, 20.92],
      [77.7, 20.9],
    ];
    expect(polygonProblem(l)).toBeNull();
    expect(polygonProblem([l[0], l[1], l[1], ...l.slice(2)])).toBeNull();
  });

  it('finds crossings and touches, not shared corners', () => {
    const bowTie: Position[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
      [0, 0],
    ];
    expect(ringSelfIntersects(bowTie)).toBe(true);
    // a vertex touching another edge
    expect(
      ringSelfIntersects([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 0],
        [0, 4],
        [0, 0],
      ]),
    ).toBe(true);
    expect(ringSelfIntersects([...square, square[0]])).toBe(false);
  });

  it('names each problem', () => {
    expect(polygonProblem(square)).toBe('validation.areaOpenRing');
    expect(polygonProblem([square[0], square[1], square[0]])).toBe('validation.areaPolygon');
    expect(polygonProblem({ type: 'LineString', coordinates: square })).toBe('validation.areaPolygon');
    expect(polygonProblem(closeRing(square.map(([x, y]) => [y, x] as Position)))).toBe('validation.lngLatOrder');
    expect(pointProblem({ type: 'Point', coordinates: [77.7, 20.9] })).toBeNull();
    expect(pointProblem([20.9, 77.7])).toBe('validation.lngLatOrder');
    expect(pointProblem([2.35, 48.85])).toBe('validation.outsideIndia');
    expect(pointProblem({ type: 'Point' })).toBe('validation.point');
  });
});

describe('point in polygon', () => {
  const l: Position[] = [
    [77.7, 20.9],
    [77.72, 20.9],
    [77.72, 20.91],
    [77.71, 20.91],
    [77.71, 20.92],
    [77.7, 20.92],
    [77.7, 20.9],
  ];

  it('finds a point inside a square, closed or open, and not one outside', () => {
    expect(inRing([77.755, 20.935], square)).toBe(true);
    expect(inRing([77.755, 20.935], closeRing(square))).toBe(true);
    expect(inRing([77.765, 20.935], square)).toBe(false);
    expect(inRing([77.755, 20.945], square)).toBe(false);
  });

  it('tells the inside of an L shape from its notch', () => {
    expect(pointInPolygon({ type: 'Point', coordinates: [77.705, 20.915] }, { type: 'Polygon', coordinates: [l] })).toBe(true);
    expect(pointInPolygon({ type: 'Point', coordinates: [77.715, 20.905] }, { type: 'Polygon', coordinates: [l] })).toBe(true);
    // the notch: inside the bounding box, outside the shape
    expect(pointInPolygon({ type: 'Point', coordinates: [77.715, 20.915] }, { type: 'Polygon', coordinates: [l] })).toBe(false);
  });

  it('leaves out a point in a hole', () => {
    const hole: Position[] = [
      [77.752, 20.932],
      [77.754, 20.932],
      [77.754, 20.934],
      [77.752, 20.934],
      [77.752, 20.932],
    ];
    const withHole = { type: 'Polygon', coordinates: [closeRing(square), hole] };
    expect(pointInPolygon([77.753, 20.933], withHole)).toBe(false);
    expect(pointInPolygon([77.758, 20.938], withHole)).toBe(true);
  });

  it('answers false for what is not a point or not a polygon', () => {
    expect(pointInPolygon(null, { type: 'Polygon', coordinates: [square] })).toBe(false);
    expect(pointInPolygon([77.755, 20.935], null)).toBe(false);
    expect(pointInPolygon([77.755, 20.935], { type: 'Polygon', coordinates: [] })).toBe(false);
    // [lat, lng] by mistake: far from the area
    expect(pointInPolygon([20.935, 77.755], { type: 'Polygon', coordinates: [square] })).toBe(false);
  });
});
