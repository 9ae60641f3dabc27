// The one jotai store of the app. Code outside React (the odds feed callback, the API client's
// 401 hook) writes into it directly; React reads it through the Provider in app/app.tsx.
import { createStore } from 'jotai';

export const store = createStore();
