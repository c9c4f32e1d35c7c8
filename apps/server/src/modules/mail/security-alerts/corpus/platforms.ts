import { FILL, securityCase as mail, type SecurityCase } from './cases.ts';

/**
 * Security mails of the game companies and platforms whose accounts the shop sells, sent
 * from their own domains so the per-sender rules are measured. None of them publishes its
 * templates: where a help page or a published copy quotes the mail, the case quotes it too;
 * where a page only describes the mail, the source says "after ...: describes ..." and the
 * text was written to that description.
 */
const HOYO = 'HoYoverse <noreply@hoyoverse.com>';
const STEAM = 'Steam Support <noreply@steampowered.com>';
const EPIC = 'Epic Games <help@acct.epicgames.com>';
const RIOT = 'Riot Games <noreply@mail.accounts.riotgames.com>';
const NINTENDO = 'Nintendo <no-reply@accounts.nintendo.com>';
const SONY = 'Sony Entertainment Network <noreply@sonyentertainmentnetwork.com>';
const MICROSOFT =
  'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>';
const GOOGLE = 'Google <no-reply@accounts.google.com>';

const HOYO_HELP =
  'after HoYoverse Help, "How can I strengthen the security of my account" (hoyoverse8129.zendesk.com/hc/en-us/articles/48106011715097): describes the verification code sent to the linked address';
const STEAM_SUBJECTS =
  'after the Steam security subjects listed in a game-account marketplace\'s guard-mail tests (GitHub code search: "Your Steam account: Email change request", "...: Password change request", "...: Recovery request"); body written to Steam Support\'s code-confirmed change';
const RIOT_HELP =
  'after Riot Support, "Необычная активность при входе" (support-teamfighttactics.riotgames.com/hc/ru/articles/41030609153555): describes the unusual sign-in mail from noreply@mail.accounts.riotgames.com, sent for an unfamiliar device or location, with a reset button valid 24 hours';
const GOOGLE_HELP =
  'after Google Account Help, "Password changed or recovery options changed email" (support.google.com/accounts/answer/2450236): describes the mail sent when the password or a recovery option changes';
const code = (n: string) =>
  `Your verification code is:\n\n${n}\n\nThe code will be valid for 30 minutes. Do not share it with anyone.\n\nHoYoverse Account Team`;

export const PLATFORMS: SecurityCase[] = [
  mail(
    `${HOYO_HELP} when the password is changed`,
    'en',
    HOYO,
    '[HoYoverse] Verification Code',
    `Dear Traveler,\n\nYou are changing the password of your HoYoverse Account. ${code('730214')}`,
    'password_reset',
  ),
  mail(
    `${HOYO_HELP} when the linked mobile number is changed`,
    'en',
    HOYO,
    '[HoYoverse] Verification Code',
    `Dear Traveler,\n\nYou are changing the mobile number linked to your HoYoverse Account. ${code('518302')}`,
    'phone_changed',
  ),
  mail(
    'after "How to change Genshin Impact email" (mathurapost.blogspot.com/2022/03/how-to-change-genshin-impact-email.html): describes "Modify Link" sending a validation code to the current address',
    'en',
    HOYO,
    '[HoYoverse] Verification Code',
    `Dear Traveler,\n\nYou are modifying the email address linked to your HoYoverse Account. ${code('204719')}`,
    'email_changed',
  ),
  mail(
    'Genshin Impact "Notice About Account Security", quoted on mmoarchive.com/genshin-impact-notice-about-account-security-2/ (as the news mail)',
    'en',
    'Genshin Impact <noreply@hoyoverse.com>',
    '[Genshin Impact] Notice About Account Security',
    "Dear Traveler,\n\nTo further improve your account security, we are adjusting our current security verification functions. After 5/17 18:00 (UTC+8), a new security verification function will take effect when you log in. Once this function is active, a verification code will be sent to your linked email address or mobile number when you log in to a new device to ensure that it is you using that device. In that event, please ensure that all the information is correct.\n\n*You can access and manage your settings through miHoYo Account > Account Management > Login Devices.\n\n*Please remember your linked account information and do not share your password with any other party. Make sure that you are using a secure network to log into the game to avoid possible risks to your account's security.\n\n*If you have not linked an email address or a mobile number, please do so as soon as possible to help increase your account's security, Travelers!",
    null,
  ),
  mail(
    `${STEAM_SUBJECTS}`,
    'en',
    STEAM,
    'Your Steam account: Password change request',
    `Dear ${FILL.user},\n\nHere is the code you need to change the password of your Steam account ${FILL.user}:\n\nF4K9R\n\nIf you did not make this request, you can ignore this email; your password has not been changed.\n\nThe Steam Team`,
    'password_reset',
  ),
  mail(
    `${STEAM_SUBJECTS}`,
    'en',
    STEAM,
    'Your Steam account: Email change request',
    `Dear ${FILL.user},\n\nHere is the code you need to change the email address of your Steam account ${FILL.user}:\n\nQ2M7T\n\nIf you did not make this request, please change your Steam password.\n\nThe Steam Team`,
    'email_changed',
  ),
  mail(
    `${STEAM_SUBJECTS}`,
    'en',
    STEAM,
    'Your Steam account: Recovery request',
    `Dear ${FILL.user},\n\nHere is the code you need to recover your Steam account ${FILL.user}:\n\nH8J3D\n\nIf you did not request this, please change your Steam password.\n\nThe Steam Team`,
    'recovery',
  ),
  mail(
    'after Epic Games Help, "Как изменить пароль" (epicgames.com/help/ru/konta-epic-c74/bezpieczenstwo-konta-c112/a4447): describes the confirmation mail after a password change',
    'en',
    EPIC,
    'Your Epic Games password has been changed',
    `Hi ${FILL.user},\n\nThe password for your Epic Games account was successfully changed.\n\nIf you did not make this change, please reset your password and contact Player Support.\n\nEpic Games, Inc. 620 Crossroads Blvd. Cary, NC 27518 USA`,
    'password_changed',
  ),
  mail(
    'after Epic Games Help (ru), a4447: "Вы также получите подтверждение по электронной почте об успешной смене пароля"',
    'ru',
    EPIC,
    'Пароль учётной записи Epic Games изменён',
    `Здравствуйте, ${FILL.user}!\n\nПароль вашей учётной записи Epic Games был успешно изменён.\n\nЕсли вы не меняли пароль, сбросьте его и свяжитесь со службой поддержки.\n\nEpic Games, Inc.`,
    'password_changed',
  ),
  mail(
    RIOT_HELP,
    'en',
    RIOT,
    'Unusual sign-in activity on your Riot account',
    `Hi ${FILL.user},\n\nWe noticed unusual sign-in activity on your Riot account from a new device.\n\nLocation: Frankfurt, Germany\nTime: ${FILL.date} UTC\n\nIf this was you, you can ignore this message. If not, reset your password with the button below (the link is valid for 24 hours).\n\nReset password`,
    'new_device_login',
  ),
  mail(
    RIOT_HELP,
    'ru',
    RIOT,
    'Необычная активность при входе в учётную запись Riot',
    `Здравствуйте, ${FILL.user}!\n\nМы заметили необычную активность при входе в вашу учётную запись Riot с незнакомого устройства.\n\nМесто: Франкфурт, Германия\nВремя: ${FILL.date} UTC\n\nЕсли это были вы, просто проигнорируйте это письмо. Если нет, сбросьте пароль с помощью кнопки ниже (ссылка действует 24 часа).`,
    'new_device_login',
  ),
  mail(
    'after "What should I do if I think someone tried to hack my account?" (archive.runeterra.net/na/player-behavior-moderation/HP1E8XOF): describes a Riot Support mail saying a password change was requested',
    'en',
    RIOT,
    'Riot Account Password Reset',
    `Hi ${FILL.user},\n\nWe received a request to reset the password for your Riot account. Click the button below to choose a new password.\n\nReset password\n\nIf you did not make this request, you can ignore this email.`,
    'password_reset',
  ),
  mail(
    'Nintendo Support, "Nintendo Account Recovery Process" (nintendo.com/au/support/articles/nintendo-account-recovery-process/), which quotes the notification "A new device has been used to sign in to your Nintendo Account"; details after the page',
    'en',
    NINTENDO,
    '[Nintendo Account] Sign-in notification',
    `A new device has been used to sign in to your Nintendo Account.\n\nNintendo Account: ${FILL.user}\nDate and time: ${FILL.date} (UTC)\nDevice: Windows (Chrome)\nLocation: Germany\n\nIf you do not recognise this sign-in, change your password and sign out of all devices from "Sign-in and security settings".`,
    'new_device_login',
  ),
  mail(
    'after Nintendo Support, "Why Was My Nintendo Account Password Reset?" (nintendo.co.uk/Support/Nintendo-Switch/Why-Was-My-Nintendo-Account-Password-Reset-1932062.html): describes the precautionary reset mail from no-reply@accounts.nintendo.com',
    'en',
    NINTENDO,
    '[Nintendo Account] Your password has been reset',
    'As a precaution, the password for your Nintendo Account has been reset because we noticed suspicious attempts to sign in to it.\n\nYou will not be able to access your Nintendo Account until the password has been changed. Please set a new password using the page below.',
    'password_changed',
  ),
  mail(
    'Sony Entertainment Network mail of December 2013, quoted in full by Polygon (polygon.com/2013/12/5/5179286/sony-playstation-network-psn-irregular-activity-resetting-some-passwords); subject not quoted',
    'en',
    SONY,
    'Sony Entertainment Network account notification',
    'Dear valued customer,\n\nThe Sony Entertainment Network team routinely monitors for any irregular activity, and if such activity is detected, we may sometimes reset passwords of affected accounts to protect consumers and their account information. Your account password was recently reset as part of this process and you will need to create a new password the next time you access your account using the "Forgot Your Password" option on the Sign in screen.\n\nWe encourage you to create a complex unique password that you have not used before or isn\'t the same password as those associated with other online services. As always, we also encourage you to keep a close eye on your account for any unusual activity including emails about transactions you did not perform.\n\nAlso, remember that Sony will never ask you for your password or any personal or account information in an email.\n\nThank you,\nThe Sony Entertainment Network Team',
    'password_changed',
  ),
  mail(
    'PlayStation Asia notice "For PlayStation™Network / Sony Entertainment Network (SEN) users" (asia.playstation.com/sg/en/newsdetail?id=4830), as the news mail',
    'en',
    'PlayStation <noreply@playstation.com>',
    'For PlayStation™Network / Sony Entertainment Network (SEN) users',
    "We are monitoring suspicious access to PSN / SEN regularly for safety of the network, and we are resetting your password to protect your account once we confirm such a suspicious action. To use PSN / SEN more safely, we strongly recommend that you change your password regularly.\n\nWe also recommend you to register a valid e-mail address for your PSN / SEN sign-in ID so password reset mail can be properly delivered when you change your password for safety reason.\n\nWhen you create the password, please set a different password from the password which you used for other company's service. In any case, we don't ask your personal information via e-mail.",
    null,
  ),
  mail(
    'PlayStation Knowledge Center answer 786 (support.us.playstation.com/app/answers/detail/a_id/786), as a mail',
    'en',
    'PlayStation <noreply@playstation.com>',
    'Keep your account secure',
    'Sony Computer Entertainment America (SCEA) and Sony Network Entertainment International (SNEI) values your privacy and the security of your account.\n\nSCEA and SNEI will NEVER request password or personal information from users online via chat or email. Additionally we will never offer guaranteed spots in upcoming betas or other promotions in exchange for personal information.\n\nNEVER share your account details with anyone, especially online (in-game, via chat, or email). Select a strong password to protect your account: at least 8 characters, at least 1 letter and 1 number.',
    null,
  ),
  mail(
    'after "Microsoft suspicious sign-in alert" (kimiyoya.com/microsoft-suspicious-signin-alert): quotes "We detected an unusual sign-in to your Microsoft account" and the sender account-security-noreply@account.microsoft.com',
    'en',
    MICROSOFT,
    'Microsoft account unusual sign-in activity',
    'Microsoft account\nUnusual sign-in activity\n\nWe detected an unusual sign-in to your Microsoft account sh*****@example.com.\n\nCountry/region: Germany\nIP address: 203.0.113.5\nDate: 3/14/2026 10:22 AM (GMT)\nPlatform: Windows\nBrowser: Chrome\n\nPlease go to your recent activity page to let us know whether or not this was you.\n\nThanks,\nThe Microsoft account team',
    'new_device_login',
  ),
  mail(
    'after "Microsoft unusual sign-in activity" (pcvirtualexperts.com/?p=1259): describes the mail sent when someone attempts to reset the password',
    'en',
    MICROSOFT,
    'Microsoft account password reset',
    'Microsoft account\nPassword reset request\n\nSomeone requested to reset the password of the Microsoft account sh*****@example.com.\n\nIf this was you, you can safely ignore this email.\n\nThanks,\nThe Microsoft account team',
    'password_reset',
  ),
  mail(
    `${GOOGLE_HELP} (the password)`,
    'en',
    GOOGLE,
    'Security alert',
    'Your password was changed\n\nshopdemo@gmail.com\nThe password for your Google Account shopdemo@gmail.com was changed. If you did this, you don’t need to do anything.\nIf you didn’t change it, Google will help you secure your account.\n\nCheck activity\n\n© 2026 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
    'password_changed',
  ),
  mail(
    `${GOOGLE_HELP} (the recovery phone)`,
    'en',
    GOOGLE,
    'Security alert',
    'Recovery phone was changed\n\nshopdemo@gmail.com\nThe recovery phone number for your Google Account shopdemo@gmail.com was changed. If you didn’t change it, someone might be using your account.\n\nCheck activity\n\n© 2026 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
    'phone_changed',
  ),
  mail(
    `${GOOGLE_HELP} (the recovery email)`,
    'en',
    GOOGLE,
    'Security alert',
    `Recovery email was changed\n\nshopdemo@gmail.com\nThe recovery email for your Google Account shopdemo@gmail.com was changed to ${FILL.newEmail}. If you didn’t change it, someone might be using your account.\n\nCheck activity\n\n© 2026 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA`,
    'email_changed',
  ),
  mail(
    'Google security notification settings, quoted on sites.google.com/view/upsala-technology/home/cyber-security/google-security-notifications (as a mail)',
    'en',
    GOOGLE,
    'Security notification settings',
    "If Google needs to tell you about changes to your account, or if we find suspicious activity, we'll let you know. Depending on the info we have from you, we'll get in touch by text, by emailing your main and recovery email addresses, or by doing both.\n\nTo help you stay on top your account's security, Google sends an email when you sign in to an application or device for the first time. The alert gives the time and place of the sign-in.",
    null,
  ),
];
