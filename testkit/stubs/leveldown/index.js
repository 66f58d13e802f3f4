// bcoin's bdb requires leveldown when it loads; the testkit's node keeps its chain in memory.
module.exports = function leveldown() {
  throw new Error('leveldown is not available here: open the bcoin node with memory: true')
}
