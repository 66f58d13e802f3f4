import { getBase64Decoder, getUtf8Encoder } from '@solana/kit'
import type { WalletIcon } from '@wallet-standard/base'
import { testWalletIcon } from '../wallet/walletIcon'

// The EVM test wallet's icon, re-encoded: Wallet Standard accepts only base64 data URIs, while
// EIP-6963's is percent-encoded SVG.
const iconSvg = decodeURIComponent(testWalletIcon.slice(testWalletIcon.indexOf(',') + 1))

export const solanaTestWalletIcon: WalletIcon = `data:image/svg+xml;base64,${getBase64Decoder().decode(getUtf8Encoder().encode(iconSvg))}`
