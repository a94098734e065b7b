// The pages' access map is what the route declarations make it, never edited by hand.
import fs from 'node:fs';
import { ACCESS_FILE, accessSource } from './accessFile';

describe("the pages' access map", () => {
  it('is the scope and module that each route the console names declares (npm run gen:access writes it)', async () => {
    expect(fs.readFileSync(ACCESS_FILE, 'utf8')).toBe(await accessSource());
  });
});
