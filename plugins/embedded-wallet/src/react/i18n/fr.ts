import type { EmbeddedWalletMessages } from './en'

const messages: EmbeddedWalletMessages = {
  waitingApproval: 'En attente de votre approbation',
  sentLink:
    'Nous avons envoyé un lien à {email}. Ouvrez-le pour approuver ce navigateur ; un code suivra.',
  useAnotherEmail: 'Utiliser un autre e-mail',
  enterCodeSixDigits: 'Saisissez le code à 6 chiffres envoyé à {email}',
  resendIn: 'Renvoyer le code dans {seconds} s',
  resend: 'Renvoyer le code',
  email: 'E-mail',
  sendingCode: 'Envoi d’un code…',
  continue: 'Continuer',
  checking: 'Vérification…',
  waitingFrame: 'En attente du portefeuille sécurisé',
  reviewInFrame:
    'Examinez la demande dans le portefeuille sécurisé, puis approuvez-la ou rejetez-la.',
  confirmInFrame:
    'Confirmez le changement pour {email} dans le portefeuille sécurisé : il affiche les deux adresses et demande un code de chacune.',
  currentEmail: 'E-mail actuel : {email}',
  newEmail: 'Nouvel e-mail',
  exportPhrase: 'Exporter la phrase de récupération',
  importPhrase:
    'Importer ma phrase de récupération (nouveau compte) : je la saisis dans le portefeuille sécurisé',
  exportInFrame:
    'Votre phrase de récupération ne s’affiche que dans le portefeuille sécurisé, après un code envoyé à votre e-mail. Ne la saisissez jamais sur un site web.',
}

export default messages
