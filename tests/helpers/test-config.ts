import { readConfig, type Config } from '../../server/config.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({ DATA_DIR: `.tmp/test-${process.pid}` }),
    operatorUsername: 'opsadmin',
    operatorPassword: 'Operator12345',
    ...overrides,
  };
}
