// A fake XMLHttpRequest for the uploads (api/sendFile.ts): each one made is kept in `all`, and the
// test drives its upload progress and its answer.
import { act } from '@testing-library/react';

export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  async fail() {
    await act(async () => this.onerror?.());
  }
}

/** Puts the fake in place of XMLHttpRequest for each test of the file. */
export function installFakeXhr() {
  let real: typeof XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.all = [];
    real = globalThis.XMLHttpRequest;
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterEach(() => {
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = real;
  });
}
