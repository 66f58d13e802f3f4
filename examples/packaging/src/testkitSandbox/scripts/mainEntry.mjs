// The main entry and its optional parts, as a user without some optional peers meets them: each
// part either starts (then stops at once) or fails; prints the outcomes as JSON.
const outcome = async (start) => {
  try {
    const started = await start()
    await started?.stop?.()
    return 'started'
  } catch (error) {
    return { name: error.name, code: error.code, message: error.message, packages: error.packages }
  }
}

let testkit
const imported = await outcome(async () => {
  testkit = await import('@latch/testkit')
})
console.log(
  JSON.stringify({
    import: imported,
    ...(testkit && {
      startLocalStack: await outcome(() => testkit.startLocalStack()),
      startSolanaValidator: await outcome(() => testkit.startSolanaValidator()),
      startMailCatcher: await outcome(() => testkit.startMailCatcher()),
    }),
  }),
)
