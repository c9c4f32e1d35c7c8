import type { SecurityCase } from './cases.ts';
import { mastodonMails, type Texts } from './mastodon.ts';

/** Mastodon's account mails in Russian, Turkish and the languages of Asia (see mastodon.ts). */
const LOCALES: Record<string, Texts> = {
  ru: {
    emailChanged: [
      'Mastodon: Адрес электронной почты изменён',
      'Адрес электронной почты изменён',
      'Ваш адрес электронной почты будет изменён на:',
      'Если вы не меняли адрес электронной почты, возможно, кто-то получил доступ к вашей учётной записи. Пожалуйста, немедленно смените пароль или свяжитесь с администратором сервера, если вы уже потеряли к ней доступ.',
    ],
    passwordChanged: [
      'Mastodon: Пароль изменён',
      'Пароль изменён',
      'Ваш пароль был изменён.',
      'Если вы не меняли пароль, возможно, кто-то получил доступ к вашей учётной записи. Пожалуйста, немедленно смените пароль или свяжитесь с администратором сервера, если вы уже потеряли к ней доступ.',
    ],
    reset: [
      'Mastodon: Инструкции по восстановлению пароля',
      'Восстановление пароля',
      'Вы запросили новый пароль для вашей учётной записи.',
      'Сменить пароль',
      'Если вы не запрашивали изменение пароля, проигнорируйте это письмо. Ваш пароль не будет изменён, пока вы не перейдёте по ссылке и не введёте новый пароль.',
    ],
    twoFactorOff: [
      'Mastodon: Двухфакторная аутентификация отключена',
      'Двухфакторная аутентификация отключена для вашей учетной записи.',
      'Теперь вход возможен с использованием одних лишь адреса электронной почты и пароля.',
    ],
    confirm: [
      'Mastodon: Инструкции по подтверждению учётной записи на %{instance}',
      'Подтверждение адреса электронной почты',
      'Вы создали учётную запись на сайте %{host}, используя этот адрес электронной почты. Остался лишь один шаг для её активации. Если это сделали не вы, просто проигнорируйте это письмо.',
      'Подтвердить',
    ],
    twoFactorOn: [
      'Mastodon: Двухфакторная аутентификация включена',
      'Двухфакторная аутентификация включена для вашей учётной записи.',
      'Для входа потребуется одноразовый код, сгенерированный сопряжённым приложением TOTP.',
    ],
  },
  tr: {
    emailChanged: [
      'Mastodon: E-posta adresi değişti',
      'Yeni e-posta adresi',
      'Hesabınızın e-posta adresi şu şekilde değiştirildi:',
      'E-posta adresinizi değiştirmediyseniz, büyük olasılıkla birileri hesabınıza erişti. Lütfen derhal parolanızı değiştirin veya hesabınız kilitlendiyse sunucu yöneticisine başvurun.',
    ],
    passwordChanged: [
      'Mastodon: Parola değiştirildi',
      'Parola değiştirildi',
      'Hesabınızın parolası değiştirildi.',
      'Parolanızı değiştirmediyseniz, büyük olasılıkla birileri hesabınıza erişmiş olabilir. Lütfen derhal parolanızı değiştirin veya hesabınız kilitlendiyse sunucu yöneticisine başvurun.',
    ],
    reset: [
      'Mastodon: Parola sıfırlama talimatları',
      'Parola sıfırlama',
      'Hesabınız için yeni bir parola istediniz.',
      'Parolayı değiştir',
      'Bunu siz yapmadıysanız, lütfen bu e-postayı dikkate almayın. Parolanız yukarıdaki bağlantıya erişene ve yeni bir tane oluşturuncaya kadar değişmez.',
    ],
    twoFactorOff: [
      'Mastodon: İki-adımlı kimlik doğrulama devre dışı bırakıldı',
      '2FA devre dışı bırakıldı',
      'Hesabınız için iki-adımlı kimlik doğrulama devre dışı bırakıldı. Şimdi sadece e-posta adresi ve parola kullanarak giriş yapabilirsiniz.',
    ],
    confirm: [
      'Mastodon: %{instance} için onay talimatları',
      'E-posta adresini doğrulayın',
      'Bu e-posta adresiyle %{host} bir hesap oluşturdunuz. Etkinleştirmekten bir tık uzaktasınız. Bu siz değilseniz, lütfen bu e-postayı dikkate almayın.',
      'E-posta adresinizi doğrulayın',
    ],
    twoFactorOn: [
      'Mastodon: İki adımlı kimlik doğrulama etkinleştirildi',
      '2FA etkinleştirildi',
      'Hesabınız için iki-adımlı kimlik doğrulama etkinleştirildi. Giriş yapmak için eşleştirilmiş TOTP uygulaması tarafından oluşturulan bir belirteç gereklidir.',
    ],
  },
  zh: {
    emailChanged: [
      'Mastodon：电子邮件地址已被更改',
      '新电子邮件地址',
      '你的帐户的电子邮件地址即将变更为：',
      '如果你并没有请求更改你的电子邮件地址，则他人很有可能已经入侵你的帐户。请立即更改你的密码；如果你已经无法访问你的帐户，请联系服务器管理员请求协助。',
    ],
    passwordChanged: [
      'Mastodon：密码已被更改',
      '密码已被重置',
      '你的帐户的密码已被更改。',
      '如果你并没有请求更改你的密码，则他人很有可能已经入侵你的帐户。请立即更改你的密码；如果你已经无法访问你的帐户，请联系服务器的管理员请求协助。',
    ],
    reset: [
      'Mastodon：重置密码信息',
      '重置密码',
      '点击下面的链接来更改帐户的密码。',
      '更改密码',
      '如果你并没有请求本次变更，请忽略此邮件。你的密码只有在你点击上面的链接并输入新密码后才会更改。',
    ],
    twoFactorOff: [
      'Mastodon：双重认证已禁用。',
      '双重认证已禁用',
      '帐号的双重认证已禁用。现在仅使用邮箱和密码登录即可登录。',
    ],
    confirm: [
      'Mastodon：确认 %{instance} 帐户信息',
      '验证电子邮件地址',
      '你在 %{host} 上使用这个电子邮件地址创建了一个帐户。只需点击下面的链接，即可完成激活。如果你并没有创建过帐户，请忽略此邮件。',
      '验证电子邮件地址',
    ],
    twoFactorOn: [
      'Mastodon：双重验证已开启',
      '已启用双重认证',
      '账号双重认证已启用。登录时将需要来自已配对的 TOTP 应用生成的验证码。',
    ],
  },
  ko: {
    emailChanged: [
      '마스토돈: 이메일이 변경 되었습니다',
      '새 이메일 주소',
      '당신의 계정에 대한 이메일이 다음과 같이 바뀌려고 합니다:',
      '만약 당신이 메일을 바꾸지 않았다면 누군가가 당신의 계정에 대한 접근 권한을 얻은 것입니다. 즉시 패스워드를 바꾼 후, 계정이 잠겼다면 서버의 관리자에게 연락 하세요.',
    ],
    passwordChanged: [
      '마스토돈: 패스워드가 변경 되었습니다',
      '패스워드가 변경 되었습니다',
      '당신의 계정 패스워드가 변경되었습니다.',
      '만약 패스워드 변경을 하지 않았다면 누군가가 당신의 계정에 대한 접근 권한을 얻은 것입니다. 즉시 패스워드를 바꾼 후, 계정이 잠겼다면 서버의 관리자에게 연락 하세요.',
    ],
    reset: [
      '마스토돈: 패스워드 재설정 방법',
      '패스워드 재설정',
      '계정에 대한 패스워드 변경을 요청하였습니다.',
      '패스워드 변경',
      '만약 당신이 시도한 것이 아니라면 이 메일을 무시해 주세요. 위 링크를 클릭해 패스워드를 새로 설정하기 전까지는 패스워드가 바뀌지 않습니다.',
    ],
    twoFactorOff: [
      '마스토돈: 이중 인증 비활성화',
      '2FA 비활성화 됨',
      '당신의 계정에 설정된 이중 인증이 비활성화 되었습니다. 이제 이메일과 암호만으로 로그인이 가능합니다.',
    ],
    confirm: [
      '마스토돈: %{instance}에 대한 확인 메일',
      '이메일 주소 확인',
      '당신은 %{host}에서 이 이메일로 가입하셨습니다. 클릭만 하시면 계정이 활성화 됩니다. 만약 당신이 가입한 게 아니라면 이 메일을 무시해 주세요.',
      '이메일 확인',
    ],
    twoFactorOn: [
      '마스토돈: 이중 인증 활성화',
      '2FA 활성화 됨',
      '당신의 계정에 이중 인증이 활성화되었습니다. 로그인시 페어링된 T-OTP 앱에서 생성된 토큰이 필요합니다.',
    ],
  },
  vi: {
    emailChanged: [
      'Mastodon: Email đã thay đổi',
      'Địa chỉ email mới',
      'Địa chỉ email cho tài khoản của bạn đang được thay đổi thành:',
      'Nếu bạn không thay đổi email của mình, có khả năng ai đó đã truy cập được vào tài khoản của bạn. Hãy thay đổi mật khẩu ngay lập tức hoặc liên hệ với quản trị viên.',
    ],
    passwordChanged: [
      'Mastodon: Mật khẩu đã thay đổi',
      'Mật khẩu đã được thay đổi',
      'Mật khẩu tài khoản của bạn đã được thay đổi.',
      'Nếu bạn không thay đổi mật khẩu tài khoản của mình, có khả năng ai đó đã truy cập được vào tài khoản của bạn. Hãy thay đổi mật khẩu ngay lập tức hoặc liên hệ với quản trị viên.',
    ],
    reset: [
      'Mastodon: Hướng dẫn đổi lại mật khẩu',
      'Đổi lại mật khẩu',
      'Bạn đã yêu cầu mật khẩu mới cho tài khoản của bạn.',
      'Đổi mật khẩu',
      'Nếu bạn không yêu cầu điều này, xin vui lòng bỏ qua email này. Mật khẩu của bạn sẽ giữ nguyên cho đến khi bạn truy cập vào liên kết ở trên và tạo một mật khẩu mới.',
    ],
    twoFactorOff: [
      'Mastodon: Xác minh 2 bước đã bị vô hiệu hóa',
      'Xác minh hai bước cho tài khoản của bạn đã bị vô hiệu hóa.',
      'Đăng nhập bây giờ chỉ có thể sử dụng địa chỉ email và mật khẩu.',
    ],
    confirm: [
      'Mastodon: Xác minh email cho %{instance}',
      'Xác minh địa chỉ email',
      'Bạn đã tạo một tài khoản trên %{host} với địa chỉ email này. Chỉ cần một cú nhấp chuột nữa để kích hoạt nó. Nếu đây không phải là bạn, xin vui lòng bỏ qua email này.',
      'Xác minh địa chỉ email',
    ],
    twoFactorOn: [
      'Mastodon: Kích hoạt xác minh 2 bước',
      'Xác minh hai bước đã được bật cho tài khoản của bạn.',
      'Cần có mã token được tạo bởi ứng dụng TOTP được ghép nối để đăng nhập.',
    ],
  },
  th: {
    emailChanged: [
      'Mastodon: เปลี่ยนอีเมลแล้ว',
      'ที่อยู่อีเมลใหม่',
      'กำลังเปลี่ยนที่อยู่อีเมลสำหรับบัญชีของคุณเป็น:',
      'หากคุณไม่ได้เปลี่ยนอีเมลของคุณ อาจเป็นไปได้ว่ามีใครสักคนได้รับสิทธิเข้าถึงบัญชีของคุณ โปรดเปลี่ยนรหัสผ่านของคุณทันทีหรือติดต่อผู้ดูแลเซิร์ฟเวอร์หากคุณถูกล็อคออกจากบัญชีของคุณ',
    ],
    passwordChanged: [
      'Mastodon: เปลี่ยนรหัสผ่านแล้ว',
      'เปลี่ยนรหัสผ่านแล้ว',
      'เปลี่ยนรหัสผ่านสำหรับบัญชีของคุณแล้ว',
      'หากคุณไม่ได้เปลี่ยนรหัสผ่านของคุณ อาจเป็นไปได้ว่ามีใครสักคนได้รับสิทธิเข้าถึงบัญชีของคุณ โปรดเปลี่ยนรหัสผ่านของคุณทันทีหรือติดต่อผู้ดูแลเซิร์ฟเวอร์หากคุณถูกล็อคออกจากบัญชีของคุณ',
    ],
    reset: [
      'Mastodon: คำแนะนำการตั้งรหัสผ่านใหม่',
      'การตั้งรหัสผ่านใหม่',
      'คุณได้ขอรหัสผ่านใหม่สำหรับบัญชีของคุณ',
      'เปลี่ยนรหัสผ่าน',
      'หากคุณไม่ได้ขอสิ่งนี้ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลงจนกว่าคุณจะเข้าถึงลิงก์ด้านบนและสร้างรหัสผ่านใหม่',
    ],
    twoFactorOff: [
      'Mastodon: ปิดใช้งานการรับรองความถูกต้องด้วยสองปัจจัยแล้ว',
      'ปิดใช้งาน 2FA แล้ว',
      'ปิดใช้งานการรับรองความถูกต้องด้วยสองปัจจัยสำหรับบัญชีของคุณแล้ว การเข้าสู่ระบบสามารถทำได้โดยใช้ที่อยู่อีเมลและรหัสผ่านเท่านั้น',
    ],
    confirm: [
      'Mastodon: คำแนะนำการยืนยันสำหรับ %{instance}',
      'ยืนยันที่อยู่อีเมล',
      'คุณได้สร้างบัญชีใน %{host} ด้วยที่อยู่อีเมลนี้ คุณเหลืออีกคลิกเดียวเพื่อเปิดใช้งานบัญชี หากนี่ไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้',
      'ยืนยันที่อยู่อีเมล',
    ],
    twoFactorOn: [
      'Mastodon: เปิดใช้งานการรับรองความถูกต้องด้วยสองปัจจัยแล้ว',
      'เปิดใช้งาน 2FA แล้ว',
      'เปิดใช้งานการรับรองความถูกต้องด้วยสองปัจจัยสำหรับบัญชีของคุณแล้ว จะต้องใช้โทเคนที่สร้างโดยแอป TOTP ที่จับคู่สำหรับการเข้าสู่ระบบ',
    ],
  },
  ar: {
    emailChanged: [
      'ماستدون: تم استبدال عنوان بريدك الإلكتروني',
      'عنوان البريد الإلكتروني الجديد',
      'لقد تم تغيير عنوان البريد الإلكتروني الخاص بحسابك إلى :',
      'إن لم تقم شخصيًا بتعديل عنوان بريدك الإلكتروني ، ذلك يعني أنّ شخصا آخر قد نَفِذَ إلى حسابك. فالرجاء قم بتعديل كلمتك السرية في الحال أو قم بالإتصال بمدير مثيل الخادوم إن كنت غير قادر على استعمال حسابك.',
    ],
    passwordChanged: [
      'ماستدون: تم تغيير كلمة المرور',
      'تم تغيير كلمة السر',
      'تم تغيير كلمة السر الخاصة بحسابك.',
      'إن لم تقم شخصيًا بتعديل كلمتك السرية، ذلك يعني أنّ شخصا آخر قد سيطر على حسابك. فالرجاء قم بتعديل كلمتك السرية في الحال أو قم بالاتصال بمدير مثيل الخادوم إن كنت غير قادر على استعمال حسابك.',
    ],
    reset: [
      'ماستدون: تعليمات استعادة كلمة المرور',
      'إعادة تعيين كلمة السر',
      'لقد قمت بطلب تغيير كلمة السر الخاصة بحسابك.',
      'تغيير كلمة السر',
      'إن لم تكن صاحب هذا الطلب ، يُرجى عدم إعارة الاهتمام لهذه الرسالة. فكلِمَتُك السرية تبقى هي مِن غير أي تعديل إلّا و فقط إن قمت بالنقر على الرابط أعلاه قصد إنشاء كلمة سرية جديدة.',
    ],
    twoFactorOff: null,
    confirm: [
      'ماستدون: تعليمات التأكيد لمثيل الخادوم %{instance}',
      'للتحقق من عنوان البريد الإلكتروني',
      'لقد قمت بإنشاء حساب على %{host} بواسطة عنوان البريد الإلكتروني الحالي. إنك على بعد خطوات قليلة من تفعليه. إن لم تكن من طلب ذلك، يرجى ألّا تولي اهتماما بهذه الرسالة.',
      'للتحقق من عنوان البريد الإلكتروني',
    ],
    twoFactorOn: null,
  },
};

export const MASTODON_EAST: SecurityCase[] = Object.entries(LOCALES).flatMap(([lang, t]) =>
  mastodonMails(lang, t),
);
