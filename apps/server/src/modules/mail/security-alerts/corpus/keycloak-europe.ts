import type { SecurityCase } from './cases.ts';
import { BASE, keycloakMails, type Locales } from './keycloak.ts';

/** Keycloak's account mails in the languages of Europe (see keycloak.ts). */
const LOCALES: Locales = {
  de: {
    file: `${BASE}/messages_de.properties`,
    t: {
      reset: [
        'Passwort zurücksetzen',
        'Es wurde eine Änderung der Anmeldeinformationen für Ihren Account {2} angefordert. Wenn Sie diese Änderung beantragt haben, klicken Sie auf den unten stehenden Link.\n\n{0}\n\nDie Gültigkeit des Links wird in {1} Minuten verfallen.\n\nSollten Sie keine Änderung vollziehen wollen können Sie diese Nachricht ignorieren und an Ihrem Account wird nichts geändert.',
      ],
      updated: [
        'Passwort Aktualisiert',
        'Ihr Passwort wurde am {0} von {1} geändert. Falls das nicht Sie waren, dann kontaktieren Sie bitte Ihren Admin.',
      ],
      otpRemoved: [
        'OTP Entfernt',
        'OTP wurde von ihrem Konto am {0} von {1} entfernt. Falls das nicht Sie waren, dann kontaktieren Sie bitte Ihren Admin.',
      ],
      verify: [
        'E-Mail verifizieren',
        'Jemand hat ein {2} Konto mit dieser E-Mail Adresse erstellt. Falls Sie das waren, dann klicken Sie auf den Link, um die E-Mail Adresse zu verifizieren.\n\n{0}\n\nDieser Link wird in {1} Minuten ablaufen.\n\nFalls Sie dieses Konto nicht erstellt haben, dann können sie diese Nachricht ignorieren.',
      ],
      link: [
        'Link {0}',
        'Es wurde beantragt Ihren Account {1} mit dem Account {0} von Benutzer {2} zu verlinken. Sollten Sie dies beantragt haben, klicken Sie auf den unten stehenden Link.\n\n{3}\n\n Die Gültigkeit des Links wird in {4} Minuten verfallen.\n\nSollten Sie Ihren Account nicht verlinken wollen, ignorieren Sie diese Nachricht. Wenn Sie die Accounts verlinken wird ein Login auf {1} über {0} ermöglicht.',
      ],
    },
  },
  'pt-BR': {
    file: `${BASE}/messages_pt_BR.properties`,
    t: {
      reset: [
        'Redefinir senha',
        'Alguém solicitou uma alteração de senha da sua conta {2}. Se foi você, clique no link abaixo para redefini-la.\n\n{0}\n\nEste link e código expiram em {3}.\n\nSe você não deseja redefinir sua senha, apenas ignore esta mensagem e nada será alterado.',
      ],
      updated: [
        'Atualizar senha',
        'Sua senha foi alterada em {0} de {1}. Se não foi você, por favor, entre em contato com um administrador.',
      ],
      otpRemoved: [
        'Remover OTP',
        'OTP foi removido da sua conta em {0} de {1}. Se não foi você, por favor, entre em contato com um administrador.',
      ],
      verify: [
        'Verificar email',
        'Alguém criou uma conta {2} com este endereço de e-mail. Se foi você, clique no link abaixo para verificar o seu endereço de email.\n\n{0}\n\nEste link irá expirar dentro de {3}.\n\nSe não foi você quem criou esta conta, basta ignorar esta mensagem.',
      ],
      link: [
        'Vincular {0}',
        'Alguém quer vincular a sua conta "{1}" com a conta "{0}" do usuário {2} . Se foi você, clique no link abaixo para vincular as contas.\n\n{3}\n\nEste link irá expirar em {5}.\n\nSe você não quer vincular a conta, apenas ignore esta mensagem. Se você vincular as contas, você será capaz de logar em {1} fazendo login em {0}.',
      ],
    },
  },
  es: {
    file: `${BASE}/messages_es.properties`,
    t: {
      reset: [
        'Reiniciar contraseña',
        'Alguien ha solicitado cambiar las credenciales de tu cuenta de {2}. Si has sido tú, haz clic en el enlace siguiente para reiniciarlas.\n\n{0}\n\nEste enlace expirará en {1} minutos.\n\nSi no quieres reiniciar tus credenciales, simplemente ignora este mensaje y no se realizará ningún cambio.',
      ],
      updated: [
        'Actualización de contraseña',
        'Tu contraseña se ha actualizado el {0} desde {1}. Si no has sido tú, por favor contacta con el administrador.',
      ],
      otpRemoved: [
        'Borrado OTP',
        'OTP fue eliminado de tu cuenta el {0} desde {1}. Si no has sido tú, por favor contacta con el administrador.',
      ],
      verify: [
        'Verificación de email',
        'Alguien ha creado una cuenta de {2} con esta dirección de email. Si has sido tú, haz click en el enlace siguiente para verificar tu dirección de email.\n\n{0}\n\nEste enlace expirará en {1} minutos.\n\nSi tú no has creado esta cuenta, simplemente ignora este mensaje.',
      ],
      link: [
        'Enlace {0}',
        'Alguien quiere vincular su cuenta "{1}" con la cuenta "{0}" del usuario {2}. Si ha sido usted, haga clic en el siguiente enlace para vincular las cuentas \n\n{3}\n\nEste enlace expirará en {5}.\n\nSi no desea vincular la cuenta, simplemente ignore este mensaje. Si vincula las cuentas, podrá iniciar sesión en {1} a través de {0}.',
      ],
    },
  },
  fr: {
    file: `${BASE}/messages_fr.properties`,
    t: {
      reset: [
        'Réinitialiser le mot de passe',
        "Quelqu'un vient de demander une réinitialisation de mot de passe pour votre compte {2}. Si vous êtes à l'origine de cette requête, veuillez cliquer sur le lien ci-dessous pour le mettre à jour.\n\n{0}\n\nCe lien expire dans {1} minute(s).\n\nSinon, veuillez ignorer ce message ; aucun changement ne sera effectué sur votre compte.",
      ],
      updated: [
        'Mise à jour du mot de passe',
        "Votre mot de passe pour votre compte {0} a été modifié depuis {1}. Si vous n'étiez pas à l'origine de cette requête, veuillez contacter votre administrateur.",
      ],
      otpRemoved: [
        'Suppression du OTP',
        "Le OTP a été supprimé de votre compte {0} depuis {1}. Si vous n'étiez pas à l'origine de cette requête, veuillez contacter votre administrateur.",
      ],
      verify: [
        'Vérification du courriel',
        'Quelqu\'un vient de créer un compte "{2}" avec votre courriel. Si vous êtes à l\'origine de cette requête, veuillez cliquer sur le lien ci-dessous afin de vérifier votre adresse de courriel\n\n{0}\n\nCe lien expire dans {1} minute(s).\n\nSinon, veuillez ignorer ce message.',
      ],
    },
  },
  it: {
    file: `${BASE}/messages_it.properties`,
    t: {
      reset: [
        'Reimposta la password',
        'Qualcuno ha appena richiesto di cambiare le credenziali di accesso al tuo utente {2}. Se sei stato tu, clicca sul collegamento seguente per reimpostarle.\n\n{0}\n\nQuesto collegamento scadrà entro {3}.\n\nSe non vuoi reimpostare le tue credenziali di accesso, ignora pure questo messaggio: non verrà effettuata alcuna modifica.',
      ],
      updated: [
        'Aggiornamento password',
        "La tua password è stata cambiata il {0} da {1}. Se non sei stato tu, per favore contatta l'amministratore.",
      ],
      otpRemoved: [
        'Rimozione OTP (password temporanea valida una volta sola)',
        "La OTP (password temporanea valida una volta sola) è stata rimossa dal tuo utente il {0} da {1}. Se non sei stato tu, per favore contatta l'amministratore.",
      ],
      verify: [
        "Verifica l'indirizzo email",
        'Qualcuno ha creato un utente {2} con questo indirizzo email. Se sei stato tu, clicca sul collegamento seguente per verificarlo\n\n{0}\n\nQuesto collegamento scadrà entro {3}.\n\nSe non sei stato tu a creare questo utente, ignora pure questo messaggio.',
      ],
      link: [
        'Link {0}',
        'Qualcuno vuole abbinare il tuo utente "{1}" con l\'utenza "{0}" {2}. Se sei stato tu, clicca sul collegamento per confermare l\'operazione\n\n{3}\n\nQuesto collegamento scadrà entro{5}.\n\nSe non vuoi effettuare l\'abbinamento, ignora pure questo messaggio. Se associ gli utenti potrai accedere a {1} attraverso {0}.',
      ],
    },
  },
  ru: {
    file: `${BASE}/messages_ru.properties`,
    t: {
      reset: [
        'Сброс пароля',
        'Кто-то только что запросил изменение пароля от Вашей учетной записи {2}. Если это были Вы, нажмите на следующую ссылку, чтобы сбросить его.\n\n{0}\n\nЭта ссылка устареет через {3}.\n\nЕсли Вы не хотите сбрасывать пароль, просто проигнорируйте это письмо.',
      ],
      updated: [
        'Обновление пароля',
        'Ваш пароль был изменен в {0} с {1}. Если это были не Вы, пожалуйста, свяжитесь с администратором.',
      ],
      otpRemoved: [
        'Удалить OTP',
        'OTP был удален из вашей учетной записи {0} c {1}. Если это были не Вы, пожалуйста, свяжитесь с администратором.',
      ],
      verify: [
        'Подтверждение E-mail',
        'Кто-то создал учетную запись {2} с этим E-mail. Если это были Вы, нажмите на следующую ссылку для подтверждения вашего email\n\n{0}\n\nЭта ссылка устареет через {3}.\n\nЕсли Вы не создавали учетную запись, просто проигнорируйте это письмо.',
      ],
      link: [
        'Ссылка {0}',
        'Кто-то хочет связать вашу учетную запись "{1}" с "{0}" учетной записью пользователя {2} . Если это были Вы, нажмите по следующей ссылке, чтобы связать учетные записи\n\n{3}\n\nЭта ссылка устареет через {5}.\n\nЕсли это не хотите объединять учетные записи, просто проигнорируйте это письмо. После объединения учетных записей Вы можете войти в {1} через {0}.',
      ],
    },
  },
  tr: {
    file: `${BASE}/messages_tr.properties`,
    t: {
      reset: [
        'Şifreyi sıfırla',
        'Birisi, {2} hesabınızın kimlik bilgilerini değiştirmeyi istedi.Bu sizseniz, sıfırlamak için aşağıdaki bağlantıyı tıklayın.\n\n{0}\n\nBu bağlantı ve kod {3} içinde sona erecek.\n\nFakat bilgilerinizi sıfırlamak istemiyorsanız, Sadece bu mesajı görmezden gelin ve hiçbir şey değişmeyecek.',
      ],
      updated: [
        'Şifreyi güncelle',
        'Şifreniz {0} tarihinde {0} tarihinde değiştirildi. Bu siz değilseniz, lütfen yöneticiyle iletişime geçin.',
      ],
      otpRemoved: [
        "OTP'yi kaldır",
        'OTP, {0} tarihinden {1} tarihinde hesabınızdan kaldırıldı. Bu siz değilseniz, lütfen yöneticiyle iletişime geçin.',
      ],
      verify: [
        'E-postayı doğrula',
        'Birisi bu e-posta adresiyle bir {2} hesap oluşturdu. Bu sizseniz, e-posta adresinizi doğrulamak için aşağıdaki bağlantıya tıklayın\n\n{0}\n\nBu bağlantı {3} içinde sona erecek.\n\nBu hesabı oluşturmadıysanız, sadece bu iletiyi yoksayınız.',
      ],
      link: [
        'Link {0}',
        'Birisi "{1}" hesabınızı "{0}" kullanıcı hesabı {2} ile bağlamak istiyor. Bu sizseniz, hesapları bağlamak için aşağıdaki bağlantıyı tıklayın:\n\n{3}\n\nBu bağlantı {5} içinde sona erecek.\n\nHesabınızı bağlamak istemiyorsanız bu mesajı göz ardı edin. Hesapları bağlarsanız, {1} ile {0} arasında oturum açabilirsiniz.',
      ],
    },
  },
  nl: {
    file: `${BASE}/messages_nl.properties`,
    t: {
      reset: [
        'Wijzig wachtwoord',
        'Iemand verzocht de aanmeldgegevens van uw {2} account te wijzigen. Als u dit was, klik dan op de onderstaande koppeling om ze te wijzigen.\n\n{0}\n\nDe link en de code zullen binnen {3} vervallen.\n\nAls u uw aanmeldgegevens niet wilt wijzigen, negeer dan dit bericht en er zal niets gewijzigd worden.',
      ],
      updated: [
        'Wachtwoord gewijzigd',
        'Uw wachtwoord is gewijzigd om {0} vanuit {1}. Als u dit niet deed, neem dan contact op met uw beheerder.',
      ],
      otpRemoved: [
        'OTP verwijderd',
        'OTP is verwijderd van uw account om {0} vanuit {1}. Als u dit niet deed, neem dan contact op met uw beheerder.',
      ],
      verify: [
        'Bevestig e-mailadres',
        'Iemand heeft een {2} account aangemaakt met dit e-mailadres. Als u dit was, klikt u op de onderstaande koppeling om uw e-mailadres te bevestigen \n\n{0}\n\nDeze koppeling zal binnen {3} vervallen.\n\nU kunt dit bericht negeren indien u dit account niet heeft aangemaakt.',
      ],
      link: [
        'Koppel {0}',
        'Iemand wil uw "{1}" account koppelen met "{0}" account van gebruiker {2}. Als u dit was, klik dan op de onderstaande link om de accounts te koppelen\n\n{3}\n\nDeze link zal over {5} vervallen.\n\nAls u de accounts niet wilt koppelen, negeer dan dit bericht. Als u accounts koppelt, dan kunt u bij {1} inloggen via {0}.',
      ],
    },
  },
  pl: {
    file: `${BASE}/messages_pl.properties`,
    t: {
      reset: [
        'Zresetuj hasło',
        'Ktoś właśnie poprosił o zmianę hasła do Twojego konta {2}. Jeśli to Ty, kliknij poniższy odnośnik, aby je zresetować.\n\n{0}\n\nOdnośnik i kod stracą ważność w ciągu {3}.\n\nJeśli nie chcesz zresetować swoich danych logowania, po prostu zignoruj tę wiadomość i nic się nie zmieni.',
      ],
      updated: [
        'Aktualizuj hasło',
        'Twoje hasło zostało zmienione {0} z {1}. Jeśli to nie Ty, skontaktuj się z administratorem.',
      ],
      otpRemoved: [
        'Usuń hasło jednorazowe (OTP)',
        'Hasło jednorazowe (OTP) zostało usunięte z Twojego konta w {0} z {1}. Jeśli to nie Ty, skontaktuj się z administratorem.',
      ],
      verify: [
        'Zweryfikuj email',
        'Ktoś utworzył konto {2} z Twoim adresem e-mail. Jeśli to Ty, kliknij proszę poniższy odnośnik, aby potwierdzić założenie konta \n\n{0}\n\nOdnośnik wygaśnie w ciągu {3}.\n\nJeśli nie utworzyłaś/eś tego konta, po prostu zignoruj niniejszą wiadomość.',
      ],
      link: [
        'Link {0}',
        'Ktoś chce połączyć Twoje konto "{1}" z kontem "{0}" użytkownika {2}. Jeśli to Ty, kliknij proszę poniższy odnośnik by połączyć konta\n\n{3}\n\nOdnośnik wygaśnie w ciągu {5}.\n\nJeśli nie chcesz połączyć konta to zignoruj niniejszą wiadomość. Jeśli połączysz konta, będziesz mogła/mógł się zalogować na {1} przez {0}.',
      ],
    },
  },
};

export const KEYCLOAK_EUROPE: SecurityCase[] = Object.entries(LOCALES).flatMap(
  ([lang, { file, t }]) => keycloakMails(lang, file, t),
);
