import type { LanguageRules } from './keywords.ts';

/** The phrases of keywords-english.ts in the other languages of Europe. */
const DE: LanguageRules = {
  language: 'de',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:zwei-faktor-authentifizierung|zwei-faktor|2fa|zweistufige (?:bestätigung|verifizierung|anmeldung)|otp) (?:\\S+ ){0,4}(?:wurde|ist) (?:\\S+ ){0,8}(?:deaktiviert|entfernt|ausgeschaltet)',
      'otp entfernt',
    ],
    email_changed: [
      'e-?mail(?:-adresse)? (?:\\S+ ){0,4}(?:wurde|wird) (?:\\S+ ){0,4}geändert(?![\\p{L}])',
      'e-?mail(?:-adresse)? geändert(?![\\p{L}])',
    ],
    phone_changed: [
      '(?:telefon|handy|mobil)nummer (?:\\S+ ){0,4}(?:wurde|wird) (?:\\S+ ){0,4}(?:geändert|hinzugefügt|entfernt)',
    ],
    recovery: ['(?:konto|account)-?wiederherstellung'],
    password_changed: [
      '(?:passwort|kennwort)(?: für [^.]{1,60}?)? (?:wurde|ist) (?:\\S+ ){0,6}(?:geändert|zurückgesetzt|aktualisiert|erneuert)(?![\\p{L}])',
      '(?:passwort|kennwort) (?:geändert|aktualisiert)(?![\\p{L}])',
    ],
    password_reset: [
      'neues (?:passwort|kennwort) (?:\\S+ ){0,4}(?:angefordert|angefragt|beantragt)',
      '(?:änderung|zurücksetzung) (?:der |des |ihres |deines |ihrer |deiner )?(?:anmeldeinformationen|passworts|kennworts|zugangsdaten) (?:\\S+ ){0,6}(?:angefordert|beantragt)',
      '(?:passwort|kennwort)-?(?:zurücksetzung|änderung)s?(?:anfrage|anforderung)',
    ],
    new_device_login: [
      'neue(?:r|s)? (?:anmeldung|login)',
      '(?:angemeldet|eingeloggt|anmeldung) (?:\\S+ ){0,4}(?:neuen|unbekannten) (?:gerät|browser|standort)',
    ],
  },
  headline: { password_reset: ['(?:passwort|kennwort) (?:zurücksetzen|vergessen)'] },
};

const FR: LanguageRules = {
  language: 'fr',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:authentification à deux facteurs|double authentification|vérification en deux étapes|2fa|a2f|otp) (?:\\S+ ){0,5}(?:désactivée?|supprimée?)',
    ],
    email_changed: [
      'adresse (?:de )?(?:courriel|e-?mail|électronique) (?:\\S+ ){0,5}(?:a été|est en cours de|est) (?:\\S+ ){0,2}(?:modifiée?|changée?|modification)',
      '(?:courriel|e-?mail) (?:modifiée?|changée?)(?![\\p{L}])',
    ],
    recovery: ['récupération (?:de |du )?(?:votre )?compte'],
    password_changed: [
      'mot de passe (?:\\S+ ){0,5}(?:a été|a bien été|est) (?:\\S+ ){0,2}(?:changé|modifié|réinitialisé|mis à jour)',
      'mot de passe (?:modifié|changé)(?![\\p{L}])',
    ],
    password_reset: [
      '(?:avez|a) demandé (?:un nouveau mot de passe|(?:la |une )?réinitialisation|à (?:changer|réinitialiser))',
      'demande de (?:réinitialisation|changement|modification) (?:du |de votre )?mot de passe',
    ],
    new_device_login: [
      'nouvelle connexion',
      'connexion (?:\\S+ ){0,3}(?:inhabituelle|suspecte)',
      '(?:connecté|connexion) (?:\\S+ ){0,3}(?:nouvel appareil|nouveau navigateur|appareil inconnu)',
    ],
  },
  headline: {
    password_reset: [
      '(?:réinitialis\\S*|changer|modifier|récupér\\S*) (?:du |de |votre |le )?mot de passe',
      'mot de passe oublié',
    ],
  },
};

const ES: LanguageRules = {
  language: 'es',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:autenticación|verificación) (?:de dos factores|en dos pasos|de doble factor) (?:\\S+ ){0,5}(?:deshabilitad[ao]|desactivad[ao])',
      'otp (?:\\S+ ){0,2}(?:eliminad[oa]|borrad[oa]|desactivad[oa])',
    ],
    email_changed: [
      'correo(?: electrónico)? (?:\\S+ ){0,5}(?:ha sido|fue|esta siendo|está siendo|se ha) (?:\\S+ ){0,2}(?:cambiad[oa]|modificad[oa]|actualizad[oa])',
      'correo(?: electrónico)? (?:cambiado|modificado)(?![\\p{L}])',
    ],
    phone_changed: [
      '(?:número de )?(?:teléfono|móvil|celular) (?:\\S+ ){0,4}(?:ha sido|fue|se ha) (?:\\S+ ){0,2}(?:cambiad[oa]|modificad[oa]|añadid[oa]|eliminad[oa])',
    ],
    recovery: ['recuperación de (?:la |su |tu )?cuenta'],
    password_changed: [
      'contraseña (?:\\S+ ){0,5}(?:ha sido|a sido|fue|se ha) (?:\\S+ ){0,2}(?:cambiad[ao]|modificad[ao]|restablecid[ao]|actualizad[ao])',
      'contraseña (?:cambiada|modificada|actualizada|restablecida)(?![\\p{L}])',
    ],
    password_reset: [
      'solicit\\S* (?:\\S+ ){0,2}(?:una nueva contraseña|(?:el |un )?(?:restablecimiento|cambio|reinicio) de (?:la |su |tu )?contraseña|restablecer (?:la |su |tu )?contraseña)',
    ],
    new_device_login: [
      'nuevo inicio de sesión',
      'inicio de sesión (?:\\S+ ){0,3}(?:inusual|sospechoso|desde un nuevo dispositivo)',
      'actividad (?:inusual|sospechosa) (?:de|en el) inicio de sesión',
    ],
  },
  headline: {
    password_reset: [
      '(?:restablecer|reiniciar|recuperar|restablecimiento de|reinicio de) (?:la |su |tu )?contraseña',
      'olvidaste (?:tu )?contraseña',
    ],
    two_factor_off: ['borrado (?:de )?otp'],
  },
};

const PT: LanguageRules = {
  language: 'pt',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:autenticação|verificação) (?:de dois fatores|em duas etapas|em dois fatores) (?:\\S+ ){0,4}(?:desativada|desabilitada|removida)',
      'otp (?:\\S+ ){0,2}(?:removido|desativado)',
    ],
    email_changed: [
      '(?:e-?mail|endereço de e-?mail) (?:\\S+ ){0,4}(?:foi|foram) (?:\\S+ ){0,2}(?:alterado|modificado|trocado|mudado)',
    ],
    phone_changed: [
      '(?:número de )?(?:telefone|celular) (?:\\S+ ){0,4}foi (?:\\S+ ){0,2}(?:alterado|modificado|adicionado|removido)',
    ],
    recovery: ['recuperação (?:de|da) conta'],
    password_changed: [
      'senha (?:\\S+ ){0,4}(?:foi|foram) (?:\\S+ ){0,2}(?:alterada|modificada|redefinida|trocada)',
      'senha (?:modificada|alterada|redefinida)(?![\\p{L}])',
    ],
    password_reset: [
      'solicit\\S* (?:\\S+ ){0,2}(?:uma )?(?:alteração|mudança|redefinição|troca|recuperação) de senha',
    ],
    new_device_login: [
      'novo (?:login|acesso)',
      '(?:login|acesso) (?:\\S+ ){0,3}(?:novo dispositivo|incomum|suspeito)',
    ],
  },
  headline: {
    password_reset: [
      '(?:redefinir|redefinição de|mudança de|alteração de|recuperação de|recuperar) (?:a |sua )?senha',
    ],
    email_changed: ['mudança de e-?mail'],
  },
};

const IT: LanguageRules = {
  language: 'it',
  spaced: true,
  said: {
    two_factor_off: [
      'autenticazione a due fattori (?:\\S+ ){0,5}(?:disattivata|disabilitata)',
      '2fa disabilitata',
      'otp[^.]{0,60}? (?:è stat[oa]|è) (?:rimoss[oa]|disattivat[oa]|eliminat[oa])',
    ],
    email_changed: [
      'email (?:\\S+ ){0,6}(?:è stato|è stata|sta per essere) (?:\\S+ ){0,2}(?:cambiat[oa]|modificat[oa])',
      'email (?:cambiata|modificata)(?![\\p{L}])',
    ],
    recovery: ["recupero (?:dell'|del )?account"],
    password_changed: [
      'password (?:\\S+ ){0,4}(?:è stata|è) (?:\\S+ ){0,2}(?:cambiata|modificata|reimpostata|aggiornata)',
      'password (?:modificata|cambiata)(?![\\p{L}])',
    ],
    password_reset: [
      'richiest\\S* (?:\\S+ ){0,2}(?:una nuova password|(?:il )?(?:reset|ripristino|reimpostazione|recupero) (?:della )?password)',
      'richiest\\S* di (?:cambiare|reimpostare|modificare) (?:le |la )?(?:credenziali|password)',
    ],
    new_device_login: [
      'nuovo accesso',
      'accesso (?:\\S+ ){0,3}(?:nuovo dispositivo|insolito|sospetto)',
    ],
  },
  headline: {
    password_reset: [
      '(?:reset|ripristino|reimpostazione|recupero) (?:della )?password',
      'reimposta (?:la )?password',
    ],
  },
};

const RU: LanguageRules = {
  language: 'ru',
  spaced: true,
  said: {
    two_factor_off: [
      'двухфакторн\\S* аутентификаци\\S* (?:\\S+ ){0,4}(?:отключена|выключена|деактивирована)',
      '(?:steam guard|otp) (?:\\S+ ){0,3}(?:отключ\\S*|удал\\S*)',
    ],
    email_changed: [
      '(?:адрес электронной почты|e-?mail) (?:\\S+ ){0,4}(?:изменён|изменен)(?![\\p{L}])',
    ],
    phone_changed: [
      '(?:номер телефона|телефон) (?:\\S+ ){0,4}(?:изменён|изменен|привязан|отвязан)(?![\\p{L}])',
    ],
    recovery: ['восстановлени\\S* (?:доступа|аккаунта|учётной записи|учетной записи)'],
    password_changed: [
      'парол\\S* (?:\\S+ ){0,4}(?:изменён|изменен|сброшен|обновлён|обновлен)(?![\\p{L}])',
    ],
    password_reset: [
      'запросил\\S* (?:\\S+ ){0,2}(?:новый пароль|сброс пароля|восстановление пароля|изменение пароля|смену пароля)',
      'запрос (?:на )?(?:сброс|восстановление|изменение|смену) пароля',
    ],
    new_device_login: [
      '(?:новый|необычн\\S*|подозрительн\\S*) вход',
      'вход (?:\\S+ ){0,3}(?:с нового устройства|из нового места|с незнакомого устройства)',
      'необычн\\S* активност\\S* при входе',
    ],
  },
  headline: { password_reset: ['(?:сброс|восстановлени\\S*|смена) парол\\S*'] },
};

const TR: LanguageRules = {
  language: 'tr',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:iki[- ]adımlı|iki faktörlü|otp,?) (?:\\S+ ){0,6}(?:devre dışı bırakıldı|kapatıldı|kaldırıldı|silindi)',
    ],
    email_changed: ['e-posta (?:\\S+ ){0,5}(?:değiştirildi|değişti|güncellendi)(?![\\p{L}])'],
    phone_changed: ['telefon numara\\S* (?:\\S+ ){0,3}(?:değiştirildi|güncellendi)'],
    recovery: ['hesap kurtarma'],
    password_changed: [
      '(?:parola|şifre)\\S* (?:\\S+ ){0,8}(?:değiştirildi|sıfırlandı|güncellendi)(?![\\p{L}])',
    ],
    password_reset: [
      '(?:parola|şifre) sıfırlama',
      'yeni bir (?:parola|şifre) (?:istediniz|talep ettiniz)',
      '(?:kimlik bilgileri\\S*|parola\\S*|şifre\\S*) (?:\\S+ ){0,2}(?:değiştirmeyi|sıfırlamayı) (?:istedi|talep etti)',
    ],
    new_device_login: [
      'yeni (?:bir )?cihaz\\S* (?:\\S+ ){0,2}giriş',
      '(?:şüpheli|olağandışı) (?:bir )?giriş',
    ],
  },
  headline: {
    password_reset: ['(?:parola|şifre)\\S* sıfırla'],
    two_factor_off: ["otp'?\\S* kaldır"],
  },
};

export const EUROPE: readonly LanguageRules[] = [DE, FR, ES, PT, IT, RU, TR];
