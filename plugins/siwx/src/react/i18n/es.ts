import type { SiwxMessages } from './en'

const messages: SiwxMessages = {
  heading: 'Inicia sesión con tu billetera',
  explain:
    'Firma este mensaje para demostrar que esta billetera es tuya. No cuesta nada y no envía ninguna transacción.',
  messageToSign: 'Mensaje para firmar',
  sign: 'Firmar',
  signAgain: 'Firmar de nuevo',
  cancel: 'Cancelar',
  preparing: 'Preparando el mensaje…',
  signing: 'Aprueba la firma en tu billetera',
  verifying: 'Comprobando la firma…',
}

export default messages
