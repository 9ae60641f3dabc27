// The price ladder lives in contracts/ (the bet slip steps along it too); the simulator's modules import it from here.
export * from '../../contracts/exchange-ladder.ts';
