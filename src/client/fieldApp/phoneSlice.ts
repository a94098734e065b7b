// What the screens show of the phone's work: the sync's state and counts, and a version that
// moves whenever the local database changed, so screens read it again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'failed';

export interface PhoneState {
  online: boolean;
  sync: SyncState;
  /** changes waiting in the queue */
  waiting: number;
  /** changes the server refused (kept, with the reason, on the Sync screen) */
  refused: number;
  /** when the server last answered (ISO) */
  lastSync: string | null;
  /** the local database's version: bumped after every write */
  version: number;
  /** the first download is under way */
  downloading: boolean;
}

const initialState: PhoneState = { online: true, sync: 'idle', waiting: 0, refused: 0, lastSync: null, version: 0, downloading: false };

const phoneSlice = createSlice({
  name: 'phone',
  initialState,
  reducers: {
    onlineChanged(state, { payload }: PayloadAction<boolean>) {
      state.online = payload;
      if (!payload) state.sync = 'offline';
      else if (state.sync === 'offline') state.sync = 'idle';
    },
    syncChanged(state, { payload }: PayloadAction<SyncState>) {
      state.sync = payload;
    },
    countsChanged(state, { payload }: PayloadAction<{ waiting: number; refused: number; lastSync: string | null }>) {
      Object.assign(state, payload);
      state.version += 1;
    },
    downloadingChanged(state, { payload }: PayloadAction<boolean>) {
      state.downloading = payload;
    },
  },
});

export const { onlineChanged, syncChanged, countsChanged, downloadingChanged } = phoneSlice.actions;
export default phoneSlice.reducer;
