import type { EmbeddedWalletMessages } from './en'

const messages: EmbeddedWalletMessages = {
  waitingApproval: 'Esperando tu aprobación',
  sentLink:
    'Enviamos un enlace a {email}. Ábrelo para aprobar este navegador; después recibirás un código.',
  useAnotherEmail: 'Usar otro correo electrónico',
  enterCodeSixDigits: 'Introduce el código de 6 dígitos enviado a {email}',
  resendIn: 'Reenviar código en {seconds} s',
  resend: 'Reenviar código',
  email: 'Correo electrónico',
  sendingCode: 'Enviando un código…',
  continue: 'Continuar',
  checking: 'Comprobando…',
  waitingFrame: 'Esperando la billetera segura',
  reviewInFrame: 'Revisa la solicitud en la billetera segura y apruébala o recházala.',
  confirmInFrame:
    'Confirma el cambio a {email} en la billetera segura: muestra ambas direcciones y pide un código de cada una.',
  currentEmail: 'Correo electrónico actual: {email}',
  newEmail: 'Nuevo correo electrónico',
  exportPhrase: 'Exportar frase de recuperación',
  importPhrase:
    'Importar mi frase de recuperación (cuenta nueva): la escribo en la billetera segura',
  exportInFrame:
    'Tu frase de recuperación solo se muestra en la billetera segura, tras un código enviado a tu correo. Nunca la escribas en un sitio web.',
}

export default messages
