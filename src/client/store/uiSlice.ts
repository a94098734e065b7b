import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../shared/domain/constants';

export const SIDEBAR_COLOURS = ['primary', 'dark', 'info', 'success', 'warning', 'danger'] as const;
export type SidebarColour = (typeof SIDEBAR_COLOURS)[number];

export interface UiState {
  locale: Locale;
  sidebarColour: SidebarColour;
  fixedNavbar: boolean;
  sidebarOpen: boolean;
  settingsOpen: boolean;
}

export const initialUi: UiState = { locale: DEFAULT_LOCALE, sidebarColour: 'dark', fixedNavbar: true, sidebarOpen: true, settingsOpen: false };

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUi,
  reducers: {
    localeChanged(state, { payload }: PayloadAction<Locale>) {
      state.locale = payload;
    },
    sidebarColourChanged(state, { payload }: PayloadAction<SidebarColour>) {
      state.sidebarColour = payload;
    },
    fixedNavbarToggled(state) {
      state.fixedNavbar = !state.fixedNavbar;
    },
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    settingsToggled(state) {
      state.settingsOpen = !state.settingsOpen;
    },
  },
});

export const { localeChanged, sidebarColourChanged, fixedNavbarToggled, sidebarToggled, settingsToggled } = uiSlice.actions;
export default uiSlice.reducer;
