// What the core loads on first use, one lazy entry: the network and connection commands, the
// wallet catalogue, the remote config, the API's requests and the token balances. Chunks of their
// own shared the errors, zod and the CAIP helpers with the first paint and with one another, and
// a bundler's default splitting made each shared module a file of its own (design.md, issue 38).
export { createServiceRequests } from './api/serviceRequests'
export { createTokenBalancesFetcher } from './balances/tokenBalancesFetcher'
export { createRemoteConfigLoader } from './config/remoteConfigLoader'
export * from './connections/connectionCommands'
export * from './networks/networkCommands'
export { startCatalogue } from './wallets/catalogueController'
