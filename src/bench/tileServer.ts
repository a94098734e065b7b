// A map tile server on loopback for the console's bench: the dashboard's map is drawn as it would
// be in a deployment whose tile server answers (the sandbox reaches no OpenStreetMap). Every
// /{z}/{x}/{y}.png is a 256 px PNG of a plain map-like picture (ground, a road each way), made
// once and sent with a day's cache, as a tile server would.
import http from 'node:http';
import zlib from 'node:zlib';

const SIZE = 256;

/** A PNG of RGB rows (8 bits a channel, no alpha). */
function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GROUND: [number, number, number] = [242, 239, 233];
const ROAD: [number, number, number] = [255, 255, 255];
const EDGE: [number, number, number] = [210, 205, 196];
const along = (v: number, at: number) => Math.abs(v - at);
const TILE = png(SIZE, SIZE, (x, y) => {
  const d = Math.min(along(x, 96), along(y, 170));
  return d < 5 ? ROAD : d < 7 ? EDGE : GROUND;
});

export interface TileServer {
  /** the TILE_URL template the console's server is started with */
  template: string;
  origin: string;
  /** tiles served so far */
  served: () => number;
  close: () => Promise<void>;
}

export async function startTileServer(): Promise<TileServer> {
  let served = 0;
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    served++;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': TILE.length, 'cache-control': 'public, max-age=86400' }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    served: () => served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
