// Registers Betfair's two sources with the source selection (select-source.ts): EXCHANGE_SOURCE=betfair-files
// replays recorded stream files, EXCHANGE_SOURCE=betfair-stream connects to the live Exchange Stream. Each
// checks its settings at start (the error names the variable). The stream is made only where the feed is led:
// createSource is called by the leader's feed start (publication/leader.ts) and by feedFor in a single process;
// a follower installs the leader's published copy instead and never connects.
import { registerSource } from '../select-source.ts';
import { betfairFilesConfigFromEnv, createBetfairFilesSource } from './files/files-source.ts';
import { createBetfairStreamSource } from './stream-source.ts';
import { betfairStreamConfigFromEnv } from './stream/stream-config.ts';

registerSource(
  'betfair-files',
  (env) => createBetfairFilesSource(betfairFilesConfigFromEnv(env)),
  (env) => void betfairFilesConfigFromEnv(env),
);
registerSource(
  'betfair-stream',
  (env) => createBetfairStreamSource(betfairStreamConfigFromEnv(env)),
  (env) => void betfairStreamConfigFromEnv(env),
);
