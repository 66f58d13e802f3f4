import { useModal } from '@latch/hooks'
import { useEffect, useRef } from 'react'
import { SignInPanel } from './SignIn'
import { SwitchChainPanel } from './SwitchChainPanel'
import { WalletPicker } from './WalletPicker'

/**
 * The app's own wallet dialog. Its open state and its view are Latch's (useModal), so
 * `latch.open()` anywhere opens it: the wallet picker, or, when the user picked a network of a
 * chain family with no wallet connected (the core's SwitchActiveChain), the switch step first.
 */
export function WalletDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  const { isOpen, view, viewData, open, close } = useModal()

  useEffect(() => {
    const element = dialog.current
    if (isOpen && !element?.open) element?.showModal()
    if (!isOpen && element?.open) element.close()
  }, [isOpen])

  // The network select is outside the dialog: the core asks on a closed modal, so open it there.
  useEffect(() => {
    if (view === 'SwitchActiveChain' && !isOpen) void open({ view, data: viewData })
  }, [view, viewData, isOpen, open])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="wallets-title"
      // Escape: Latch closes it (its state says when the dialog shows). Not `onClose`, which also
      // fires after the dialog closed because Latch did, and would close a view opened since.
      onCancel={(event) => {
        event.preventDefault()
        void close()
      }}
    >
      {isOpen &&
        (view === 'SwitchActiveChain' ? (
          <SwitchChainPanel />
        ) : view === 'SIWXSignMessage' ? (
          <SignInPanel />
        ) : (
          <WalletPicker />
        ))}
      <button type="button" onClick={() => void close()}>
        Close
      </button>
    </dialog>
  )
}
