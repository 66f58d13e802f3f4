export { type LatchConnectorParameters, latchConnector } from './latchConnector'
