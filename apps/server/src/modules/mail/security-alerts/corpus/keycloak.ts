import { FILL, fill, type SecurityCase } from './cases.ts';

/**
 * Keycloak's account mails in its translations (themes/.../email/messages/messages_*.properties):
 * the password reset link, "password updated", "OTP removed", and as ordinary mail the
 * address verification of a new account. Placeholders are filled as Keycloak fills them:
 * the link, the expiry, the realm, the date and the address of the change.
 */
const FROM = 'Account <no-reply@auth.example.org>';
const REALM = 'Starfall';
const EXPIRY = '5 minutes';

export interface Texts {
  /** [subject, body] of each template, the body with its placeholders. */
  reset: [string, string];
  updated: [string, string];
  otpRemoved: [string, string];
  verify: [string, string];
  /** "Someone wants to link your account with a Google account": not a listed event. */
  link?: [string, string];
}

export const BASE = 'themes/src/main/resources-community/theme/base/email/messages';

export type Locales = Record<string, { file: string; t: Texts }>;

const LOCALES: Locales = {
  en: {
    file: 'themes/src/main/resources/theme/base/email/messages/messages_en.properties',
    t: {
      reset: [
        'Reset password',
        "Someone just requested to change your {2} account's credentials. If this was you, click on the link below to reset them.\n\n{0}\n\nThis link and code will expire within {3}.\n\nIf you don't want to reset your credentials, just ignore this message and nothing will be changed.",
      ],
      updated: [
        'Update password',
        'Your password was changed on {0} from {1}. If this was not you, please contact an administrator.',
      ],
      otpRemoved: [
        'Remove OTP',
        'OTP was removed from your account on {0} from {1}. If this was not you, please contact an administrator.',
      ],
      verify: [
        'Verify email',
        "Someone has created a {2} account with this email address. If this was you, click the link below to verify your email address\n\n{0}\n\nThis link will expire within {3}.\n\nIf you didn't create this account, just ignore this message.",
      ],
      link: [
        'Link {0}',
        'Someone wants to link your "{1}" account with "{0}" account of user {2} . If this was you, click the link below to link accounts\n\n{3}\n\nThis link will expire within {5}.\n\nIf you didn\'t initiate this process or don\'t want to link account, just ignore this message. If you link accounts, you will be able to login to {1} through {0}.',
      ],
    },
  },
  ja: {
    file: `${BASE}/messages_ja.properties`,
    t: {
      reset: [
        'パスワードのリセット',
        'あなたの{2}アカウントのパスワードの変更が要求されています。以下のリンクをクリックしてパスワードのリセットを行ってください。\n\n{0}\n\nこのリンクは{3}だけ有効です。\n\nもしパスワードのリセットを行わない場合は、このメッセージを無視してください。何も変更されません。',
      ],
      updated: [
        'パスワードの更新',
        '{0}に{1}からの操作であなたのパスワードが変更されました。心当たりがない場合は、管理者に連絡してください。',
      ],
      otpRemoved: [
        'OTPの削除',
        '{0}に{1}からの操作でOTPが削除されました。心当たりがない場合は、管理者に連絡してください。',
      ],
      verify: [
        'Eメールの確認',
        'このメールアドレスで{2}アカウントが作成されました。以下のリンクをクリックしてメールアドレスの確認を完了してください。\n\n{0}\n\nこのリンクは{3}だけ有効です。\n\nもしこのアカウントの作成に心当たりがない場合は、このメールを無視してください。',
      ],
      link: [
        'リンク {0}',
        'あなたの"{1}"アカウントと{2}ユーザーの"{0}"アカウントのリンクが要求されました。以下のリンクをクリックしてアカウントのリンクを行ってください。\n\n{3}\n\nこのリンクは{5}だけ有効です。\n\nもしアカウントのリンクを行わない場合は、このメッセージを無視してください。アカウントのリンクを行うことで、{0}経由で{1}にログインすることができるようになります。',
      ],
    },
  },
  ko: {
    file: `${BASE}/messages_ko.properties`,
    t: {
      reset: [
        '비밀번호 재설정',
        '귀하의 {2} 계정 자격 증명 변경을 요청했습니다. 본인이 맞다면 아래 링크를 클릭하여 재설정하세요.\n\n{0}\n\n이 링크와 코드는 {3} 이내에 만료됩니다.\n\n자격 증명을 재설정하고 싶지 않다면 이 메시지를 무시하세요. 아무것도 변경되지 않습니다.',
      ],
      updated: [
        '비밀번호 업데이트',
        '{0}에 {1}에서 비밀번호가 변경되었습니다. 본인이 아니라면 관리자에게 문의하세요.',
      ],
      otpRemoved: [
        'OTP 제거',
        '{0}에 {1}에서 귀하의 계정에서 OTP가 제거되었습니다. 본인이 아니라면 관리자에게 문의하세요.',
      ],
      verify: [
        '이메일 확인',
        '이 이메일 주소로 {2} 계정이 생성되었습니다. 본인이 맞다면 아래 링크를 클릭하여 이메일 주소를 확인하세요\n\n{0}\n\n이 링크는 {3} 이내에 만료됩니다.\n\n본인이 이 계정을 생성하지 않았다면 이 메시지를 무시하세요.',
      ],
      link: [
        '{0} 연결',
        '귀하의 "{1}" 계정을 사용자 {2}의 "{0}" 계정과 연결하려고 합니다. 본인이 맞다면 아래 링크를 클릭하여 계정을 연결하세요\n\n{3}\n\n이 링크는 {5} 이내에 만료됩니다.\n\n이 절차를 시작하지 않았거나 계정을 연결하고 싶지 않다면 이 메시지를 무시하세요. 계정을 연결하면 {0}을(를) 통해 {1}에 로그인할 수 있습니다.',
      ],
    },
  },
  zh: {
    file: `${BASE}/messages_zh_CN.properties`,
    t: {
      reset: [
        '重置密码',
        '有用户要求修改账户 {2} 的密码.如是本人操作，请点击下面链接进行重置.\n\n{0}\n\n这个链接会在 {1} 分钟后过期.\n\n如果您不想重置您的密码，请忽略这条消息，密码不会改变。',
      ],
      updated: ['更新密码', '您的密码在{0} 由 {1}更改. 如非本人操作，请联系管理员'],
      otpRemoved: [
        '删除 OTP',
        'OTP在 {0} 由{1} 从您的账户中删除.如果这不是您本人操作，请联系管理员',
      ],
      verify: [
        '验证电子邮件',
        '用户使用当前电子邮件注册 {2} 账户。如是本人操作，请点击以下链接完成邮箱验证\n\n{0}\n\n这个链接会在 {1} 分钟后过期.\n\n如果您没有注册用户，请忽略这条消息。',
      ],
      link: [
        '链接 {0}',
        '有用户想要将账户 "{1}" 与用户{2}的账户"{0}" 做链接 . 如果是本人操作，请点击以下链接完成链接请求\n\n{3}\n\n这个链接会在 {4} 分钟后过期.\n\n如非本人操作，请忽略这条消息。如果您链接账户，您将可以通过{0}登录账户 {1}.',
      ],
    },
  },
  vi: {
    file: `${BASE}/messages_vi.properties`,
    t: {
      reset: [
        'Cài đặt lại mật mã',
        'Có một ai đó vừa đề nghị thay đổi {2} thông tin đang nhập tài khoản của bạn. nếu đúng là bạn hãy nhấp vào đường dẫn liên kết bên dưới để thiết lập lại\n\n{0}\n\nĐường dẫn và mã số sẽ hết hạn trong {3}.\n\nNếu bạn không muốn cài đặt lại thông tin tài khoản, chỉ cần bỏ qua tin nhắn này và sẽ không có điều gì bị thay đổi.',
      ],
      updated: [
        'Cập nhật mật mã',
        'Mật khẩu của bạn đã được thay đổi vào {0} từ {1}. Nếu đây không phải là bạn, vui lòng liên hệ với quản trị viên.',
      ],
      otpRemoved: [
        'Xóa OTP',
        'OTP đã bị xóa khỏi tài khoản của bạn trên {0} từ {1}. Nếu đây không phải là bạn, vui lòng liên hệ với quản trị viên.',
      ],
      verify: [
        'xác thực địa chỉ email',
        'Một ai đó đã tạo một {2} tài khoản với địa chỉ email này. Nếu đó chính là bạn hãy click vào link bên dưới để xác thực địa chỉ email của bạn\n{0}\nlink này sẽ hết hiệu lực trong vòng{3}\nNếu bạn không phải là người tạo tài khoản này vui lòng bỏ qua tin nhắn này',
      ],
      link: [
        'Kết nối {0}',
        'Có ai đó muốn truy cập vào  "{1}" tài khoản của bạn với "{0}"\n tài khoản người sử dụng {2} .\n Nếu đó là bạn, nhấp vào  đường dẫn bên dưới để kết nối với tài khoản\n{3}\n Đường dẫn này sẽ hết hạn trong {5}. \nnếu bạn không muốn liên kết đến tài khoản này , chỉ cần bỏ qua tin nhắn này. \nNếu bạn kết nối với với tài khoản này bạn sẽ có thể đăng nhập  đến {1} qua {0}.',
      ],
    },
  },
  th: {
    file: `${BASE}/messages_th.properties`,
    t: {
      reset: [
        'รีเซ็ตรหัสผ่าน',
        'มีการร้องขอเปลี่ยนข้อมูลการเข้าสู่ระบบของบัญชี {2} ของคุณ หากคุณเป็นผู้ดำเนินการ กรุณาคลิกที่ลิงก์ด้านล่างเพื่อรีเซ็ต\n\n{0}\n\nลิงก์และรหัสนี้จะหมดอายุภายใน {3}\n\nหากคุณไม่ต้องการรีเซ็ตข้อมูลการเข้าสู่ระบบ ไม่ต้องสนใจข้อความนี้ จะไม่มีสิ่งใดถูกเปลี่ยนแปลง',
      ],
      updated: [
        'ปรับปรุงรหัสผ่าน',
        'รหัสผ่านของคุณถูกเปลี่ยนใน {0} จาก {1} หากคุณไม่ได้เป็นผู้ดำเนินการ โปรดติดต่อผู้ดูแลระบบ',
      ],
      otpRemoved: [
        'ลบ OTP',
        'OTP ถูกลบออกจากบัญชีของคุณใน {0} จาก {1} หากคุณไม่ได้เป็นผู้ดำเนินการ โปรดติดต่อผู้ดูแลระบบ',
      ],
      verify: [
        'ตรวจสอบอีเมล',
        'มีคนสร้างบัญชี {2} ด้วยที่อยู่อีเมลนี้ หากคุณเป็นผู้สร้างบัญชี คลิกที่ลิงก์ด้านล่างเพื่อยืนยันที่อยู่อีเมลของคุณ\n\n{0}\n\nลิงก์นี้จะหมดอายุภายใน {3}.\n\nถ้าคุณไม่ได้สร้างบัญชี ไม่ต้องสนใจข้อความนี้',
      ],
      link: [
        'เชื่อมโยง {0}',
        'มีผู้ต้องการเชื่อมโยงบัญชี "{1}" ของคุณกับบัญชี "{0}" ของผู้ใช้งาน {2} หากคุณเป็นผู้ดำเนินการ กรุณาคลิกที่ลิงก์ด้านล่างเพื่อเชื่อมโยงบัญชี\n\n{3}\n\nลิงก์นี้จะหมดอายุภายใน {5}.\n\nหากคุณไม่ต้องการเชื่อมโยงบัญชี ไม่ต้องสนใจข้อความนี้ ถ้าคุณเชื่อมโยงบัญชี คุณจะสามารถเข้าสู่ระบบ {1} ผ่าน {0} ได้',
      ],
    },
  },
  id: {
    file: `${BASE}/messages_id.properties`,
    t: {
      reset: [
        'Atur ulang kata sandi',
        'Seseorang baru saja meminta untuk mengubah kredensial akun {2} Anda. Jika ini adalah Anda, klik pada tautan di bawah untuk mengaturnya ulang.\n\n{0}\n\nTautan dan kode ini akan kedaluwarsa dalam {3}.\n\nJika Anda tidak ingin mengatur ulang kredensial Anda, abaikan saja pesan ini dan tidak ada yang akan diubah.',
      ],
      updated: [
        'Perbarui kata sandi',
        'Kata sandi Anda telah diubah pada {0} dari {1}. Jika ini bukan Anda, silakan hubungi administrator.',
      ],
      otpRemoved: [
        'Hapus OTP',
        'OTP telah dihapus dari akun Anda pada {0} dari {1}. Jika ini bukan Anda, silakan hubungi administrator.',
      ],
      verify: [
        'Verifikasi surel',
        'Seseorang telah membuat akun {2} dengan alamat surel ini. Jika ini adalah Anda, klik tautan di bawah untuk memverifikasi alamat surel Anda.\n\n{0}\n\nTautan ini akan kedaluwarsa dalam {3}.\n\nJika Anda tidak membuat akun ini, abaikan saja pesan ini.',
      ],
      link: [
        'Tautkan {0}',
        'Seseorang ingin menautkan akun "{1}" Anda dengan akun "{0}" milik pengguna {2}. Jika ini adalah Anda, klik tautan di bawah untuk menautkan akun\n\n{3}\n\nTautan ini akan kedaluwarsa dalam {5}.\n\nJika Anda tidak memulai proses ini atau tidak ingin menautkan akun, abaikan saja pesan ini. Jika Anda menautkan akun, Anda akan dapat masuk ke {1} melalui {0}.',
      ],
    },
  },
  ar: {
    file: `${BASE}/messages_ar.properties`,
    t: {
      reset: [
        'تغيير كلمة المرور',
        'قام أحد ما بتطلب تغيير معلومات الدخول لحسابك في {2} . إذا كنت أنت قمت بذلك، قم بالضغط على الرابط أدناه ﻹعادة تعيينها.\n\n{0}\n\nهذا الرابط والرمز ستنتهي صلاحيته خلال {3}.\n\nإذا كنت لا تريد إعادة تعيين معلومات الدخول، تجاهل هذه الرسالة ولن نقوم بتغيير أي شيء.',
      ],
      updated: [
        'تغيير كلمة المرور',
        'تم تغيير كلمة المرور الخاصة بـ  {0} من {1}. إذا مل تقم أنت بذلك، فضلاً مراسلة المسؤول.',
      ],
      otpRemoved: [
        'حذف رمز التحقق لمرة واحدة',
        'تم حذف خاصية التحقق لمرة واحدة لحسابك في {0} من {1}. إذا لم تكن أنت قمت بذلك، فضلاً مراسلة المسؤول.',
      ],
      verify: [
        'توثيق البريد اﻹلكتروني',
        'تم انشاء حساب {2} باستخدام عنوان البريد اﻹلكتروني هذا. إذا قمت بهذا بنفسك، اضغط على الرابط في اﻷسفل لتوثيق عنوان بريدك اﻹلكتروني\n\n{0}\n\nهذا الرابط ستنتهي صيلاحيته خلال {3}. إذا لم تقم بانئاء هذا الحساب، تجاهل هذه الرسالة.',
      ],
      link: [
        'رابط {0}',
        'شخص ما يريد ربط حسابك في  "{1}" مع حسابك في "{0}" اسم الحساب {2}. إذا كنت أنت من طلب هذا، اضغط على الرابط في الاسفل لربط الحسابين\n\n{3}\n\nهذا الرابط سينتهي خلال {5}.\n\nإذا كنت لا تريد ربط حسابك، تجاهل هذه الرسالة. بعد ربط الحسابين، سيمكنك الدخول إلى  {1} عن طريق {0}.',
      ],
    },
  },
};

export function keycloakMails(lang: string, file: string, t: Texts): SecurityCase[] {
  const linkValues = [FILL.link, FILL.minutes, REALM, EXPIRY];
  const eventValues = [FILL.date, FILL.ip];
  const linkingValues = ['Google', REALM, FILL.user, FILL.link, FILL.minutes, EXPIRY];
  const mail = (
    key: string,
    [subject, body]: [string, string],
    values: string[],
    kind: SecurityCase['kind'],
  ) => ({
    source: `Keycloak (keycloak/keycloak), ${file}, ${key}`,
    language: lang,
    from: FROM,
    subject,
    text: fill(body, values),
    kind,
  });
  const out = [
    mail('passwordResetSubject/passwordResetBody', t.reset, linkValues, 'password_reset'),
    mail(
      'eventUpdatePasswordSubject/eventUpdatePasswordBody',
      t.updated,
      eventValues,
      'password_changed',
    ),
    mail('eventRemoveTotpSubject/eventRemoveTotpBody', t.otpRemoved, eventValues, 'two_factor_off'),
    mail('emailVerificationSubject/emailVerificationBody', t.verify, linkValues, null),
  ];
  if (t.link) {
    out.push(
      mail('identityProviderLinkSubject/identityProviderLinkBody', t.link, linkingValues, null),
    );
  }
  return out;
}

/** English and the languages of Asia; keycloak-europe.ts has those of Europe. */
export const KEYCLOAK: SecurityCase[] = Object.entries(LOCALES).flatMap(([lang, { file, t }]) =>
  keycloakMails(lang, file, t),
);
