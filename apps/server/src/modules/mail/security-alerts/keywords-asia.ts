import type { LanguageRules } from './keywords.ts';

/**
 * The same phrases in Chinese, Japanese, Korean, Vietnamese, Thai, Indonesian and Arabic.
 * Chinese, Japanese and Thai run without spaces, so their phrases are matched anywhere and
 * bounded by what stands between their parts (`[^。！？\n]{0,n}`, within one sentence).
 * Object-first order is the event ("密码已被更改", the password has been changed);
 * verb-first is the advice of a footer ("请修改密码", please change your password).
 */
const SENTENCE = '[^。！？!?\\n]';

const ZH: LanguageRules = {
  language: 'zh',
  spaced: false,
  said: {
    two_factor_off: [
      `(?:双重认证|雙重認證|双重验证|雙重驗證|两步验证|兩步驗證|二次验证|二步验证|新设备验证|新設備驗證|登录保护|OTP)${SENTENCE}{0,50}?(?:禁用|关闭|關閉|停用|删除|刪除|解除)`,
      `(?:关闭|關閉|停用|禁用)${SENTENCE}{0,6}?(?:双重认证|雙重認證|两步验证|兩步驗證|新设备验证|新設備驗證|登录保护|安全验证)`,
    ],
    email_changed: [
      '(?:电子邮件地址|電子郵件地址|电子邮箱|邮箱|郵箱|邮件地址)(?:已经?|已經|即将|即將)?被?(?:更改|变更|變更|修改|更换|更換)',
      `正在(?:更换|更換|修改|换绑|換綁|解绑|解綁)${SENTENCE}{0,10}?(?:邮箱|郵箱|电子邮件|電子郵件)`,
    ],
    phone_changed: [
      '(?:密保)?(?:手机|手機)(?:号码|號碼|号)?(?:已经?|已經|即将)?被?(?:更改|变更|變更|更换|更換|换绑|換綁|解绑|解綁|修改)',
      `正在${SENTENCE}{0,4}?(?:修改|更换|更換|换绑|換綁|解绑|解綁)${SENTENCE}{0,20}?(?:手机|手機)`,
    ],
    recovery: [
      '(?:账号|帐号|賬號|帳號|账户|帳戶)(?:找回|申诉|申訴)',
      '找回(?:账号|帐号|賬號|帳號)',
    ],
    password_changed: [
      '密[码碼](?:已经?|已經)?被?(?:成功)?(?:修改|更改|变更|變更)',
      '密[码碼](?:已经?|已經)被?重置',
      `密[码碼]在${SENTENCE}{1,40}?(?:更改|修改)`,
    ],
    password_reset: [
      `(?:要求|申请|申請|请求|請求|正在)(?:进行)?(?:重置|修改|更改|找回)${SENTENCE}{0,20}?密[码碼]`,
      '(?:重置|找回)密[码碼]的?(?:验证码|驗證碼|邮件|郵件|链接|連結|请求|申请)',
      '用于(?:重置|找回)密[码碼]',
    ],
    new_device_login: [
      '新(?:设备|設備|的设备)上?登[录錄入]',
      '异地登[录錄]|異地登[錄录]|登[录錄]提醒|陌生设备|新的登[录錄]',
    ],
  },
  headline: {
    password_reset: ['重置密[码碼]|找回密[码碼]|密[码碼]重置|忘记密[码碼]'],
    two_factor_off: ['删除 ?OTP'],
  },
};

const JA: LanguageRules = {
  language: 'ja',
  spaced: false,
  said: {
    two_factor_off: [
      `(?:2段階認証|二段階認証|二要素認証|2要素認証|OTP)(?:が|は|を)?${SENTENCE}{0,20}?(?:無効|解除|削除|オフ)(?:に)?(?:され|なり|し)`,
    ],
    email_changed: [
      'メールアドレス(?:が|の)?(?:変更|更新)(?:され(?:まし)?た|が要求|を受け付け|のお知らせ|完了)',
    ],
    phone_changed: ['電話番号(?:が|の)?(?:変更|更新|削除)(?:され(?:まし)?た|のお知らせ|完了)'],
    recovery: ['アカウント(?:の)?(?:復旧|回復)'],
    password_changed: [
      'パスワード(?:が|は)?(?:正常に)?(?:変更|更新|再設定|リセット)され(?:まし)?た',
    ],
    password_reset: [
      'パスワード(?:の)?(?:変更|再設定|リセット)(?:が|を)?(?:要求|リクエスト|申請|依頼)',
    ],
    new_device_login: [
      '新しい(?:端末|デバイス|機器|ブラウザ)(?:から|で)(?:の)?(?:ログイン|サインイン)',
      '不審なログイン|ログイン通知|ログインのお知らせ',
    ],
  },
  headline: {
    password_reset: ['パスワード(?:の)?(?:再設定|再発行|リセット)'],
    two_factor_off: ['OTPの削除'],
  },
};

const KO: LanguageRules = {
  language: 'ko',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:이중 인증|2단계 인증|2차 인증|2FA|OTP)(?:이|가)? ?(?:\\S+ ){0,4}?\\S*(?:비활성화|해제|제거|삭제)',
    ],
    email_changed: ['이메일(?: 주소)?(?:이|가)? ?(?:다음과 같이 )?(?:변경|바뀌)'],
    phone_changed: ['(?:휴대폰|휴대전화|전화) ?번호(?:가|를)? ?(?:변경|등록|삭제)(?: ?되었| 요청)'],
    recovery: ['계정 복구'],
    password_changed: [
      '(?:비밀번호|패스워드|암호)(?:가|는)? ?(?:성공적으로 )?(?:변경|재설정|업데이트) ?되었',
    ],
    password_reset: [
      '(?:비밀번호|패스워드|자격 증명) ?(?:재설정|변경)을 ?요청',
      '(?:비밀번호|패스워드) ?(?:재설정|찾기) ?(?:방법|요청|안내|링크|코드)',
    ],
    new_device_login: [
      '새(?:로운)? (?:기기|장치|브라우저|위치)(?:에서)? ?로그인',
      '새 로그인|로그인 알림|비정상적인 로그인|의심스러운 로그인',
    ],
  },
  headline: { password_reset: ['(?:비밀번호|패스워드) ?재설정'], two_factor_off: ['OTP 제거'] },
};

const VI: LanguageRules = {
  language: 'vi',
  spaced: true,
  said: {
    two_factor_off: [
      'xác (?:minh|thực) (?:2|hai) (?:bước|yếu tố) (?:\\S+ ){0,7}(?:vô hiệu hóa|tắt)',
      'otp (?:đã bị|đã được) xóa',
    ],
    email_changed: [
      'địa chỉ email (?:\\S+ ){0,5}(?:đang được|đã được|đã) (?:thay đổi|đổi)',
      'email đã (?:được )?thay đổi',
    ],
    phone_changed: ['số điện thoại (?:\\S+ ){0,4}(?:đã được|đã) (?:thay đổi|cập nhật|xóa)'],
    recovery: ['khôi phục tài khoản'],
    password_changed: ['mật khẩu (?:\\S+ ){0,5}(?:đã được|đã bị|đã) (?:thay đổi|đặt lại|cập nhật)'],
    password_reset: [
      '(?:yêu cầu|đề nghị) (?:\\S+ ){0,3}(?:mật khẩu mới|đặt lại mật khẩu|đổi (?:lại )?mật khẩu|thay đổi (?:\\S+ ){0,2}thông tin đ[aă]ng nhập)',
    ],
    new_device_login: ['đăng nhập (?:\\S+ ){0,3}(?:thiết bị mới|bất thường)'],
  },
  headline: { password_reset: ['(?:đặt lại|đổi lại|cài đặt lại|khôi phục) (?:mật khẩu|mật mã)'] },
};

const TH: LanguageRules = {
  language: 'th',
  spaced: false,
  said: {
    two_factor_off: [
      '(?<!เ)ปิดใช้งาน(?:การรับรองความถูกต้องด้วยสองปัจจัย|2FA| 2FA|การยืนยันตัวตนสองขั้นตอน)',
      'OTP ?ถูกลบ',
    ],
    email_changed: ['(?:กำลัง)?เปลี่ยนที่อยู่อีเมล|เปลี่ยนอีเมลแล้ว'],
    recovery: ['กู้คืนบัญชี'],
    password_changed: [`เปลี่ยนรหัสผ่าน${'[^ \\n]'}{0,30}?แล้ว`, 'รหัสผ่าน(?:ของคุณ)?ถูก(?:เปลี่ยน|รีเซ็ต)'],
    password_reset: [
      '(?:ได้ขอ|ร้องขอ|การร้องขอ)(?:รหัสผ่านใหม่|รีเซ็ตรหัสผ่าน|เปลี่ยนรหัสผ่าน|เปลี่ยนข้อมูลการเข้าสู่ระบบ)',
    ],
    new_device_login: ['เข้าสู่ระบบจากอุปกรณ์ใหม่|การเข้าสู่ระบบใหม่'],
  },
  headline: { password_reset: ['รีเซ็ตรหัสผ่าน|การตั้งรหัสผ่านใหม่'] },
};

const ID: LanguageRules = {
  language: 'id',
  spaced: true,
  said: {
    two_factor_off: [
      'otp (?:telah|sudah) dihapus',
      '(?:autentikasi|verifikasi) dua (?:faktor|langkah) (?:\\S+ ){0,3}(?:dinonaktifkan|dimatikan)',
    ],
    email_changed: [
      '(?:alamat )?(?:email|surel) (?:\\S+ ){0,4}(?:telah|sudah) (?:diubah|diganti|diperbarui)',
    ],
    phone_changed: [
      'nomor (?:telepon|ponsel|hp) (?:\\S+ ){0,4}(?:telah|sudah) (?:diubah|diganti|diperbarui)',
    ],
    recovery: ['pemulihan akun'],
    password_changed: [
      'kata sandi (?:\\S+ ){0,4}(?:telah|sudah|berhasil) (?:\\S+ ){0,1}(?:diubah|diganti|direset|diatur ulang|diperbarui)',
    ],
    password_reset: [
      '(?:meminta|permintaan) (?:\\S+ ){0,3}(?:mengubah kredensial|mengatur ulang kata sandi|reset kata sandi|kata sandi baru)',
    ],
    new_device_login: ['login baru', 'masuk (?:\\S+ ){0,3}perangkat baru'],
  },
  headline: { password_reset: ['(?:atur ulang|mereset|reset|setel ulang|lupa) kata sandi'] },
};

const AR: LanguageRules = {
  language: 'ar',
  spaced: true,
  said: {
    two_factor_off: [
      'تم (?:حذف|تعطيل|إيقاف) (?:خاصية التحقق|المصادقة الثنائية|التحقق بخطوتين|رمز التحقق)',
    ],
    email_changed: ['تم (?:تغيير|استبدال) عنوان (?:البريد الإلكتروني|بريدك الإلكتروني)'],
    recovery: ['استعادة (?:الحساب|حسابك)'],
    password_changed: ['تم تغيير كلمة (?:السر|المرور)'],
    password_reset: [
      '(?:طلب|بطلب|بتطلب)\\S* (?:تغيير|إعادة تعيين|استعادة) (?:كلمة (?:السر|المرور)|معلومات الدخول)',
    ],
    new_device_login: ['تسجيل دخول جديد', 'تسجيل الدخول من جهاز جديد'],
  },
  headline: { password_reset: ['(?:استعادة|إعادة تعيين) كلمة (?:السر|المرور)'] },
};

export const ASIA: readonly LanguageRules[] = [ZH, JA, KO, VI, TH, ID, AR];
