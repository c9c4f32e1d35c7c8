import { AUTO_OTP, OHTIPI, OTP_HELPER, SIGNAL, TELENOR, sms, type OtpCase } from './cases.ts';

const THAI_BANK_OTP =
  'Thai bank OTP SMS layout (code, then a "Ref" reference code), composed after bank OTP notices';

/** Thai, Vietnamese, Indonesian, Hindi, Hebrew, Arabic, Persian. */
export const WITH_CODE_SOUTH_WEST_ASIA: OtpCase[] = [
  // Thai
  sms(
    TELENOR,
    'th',
    "รหัสยืนยันของคุณสำหรับ ''HipstaGram'' คือ 3456 - CONNECT โดย Telenor Digital",
    '3456',
  ),
  sms(THAI_BANK_OTP, 'th', 'รหัส OTP คือ 804213 (Ref: K7QX) ใช้ภายใน 5 นาที ห้ามบอกรหัสนี้แก่ผู้อื่น', '804213'),
  // Vietnamese, with and without its marks
  sms(
    OTP_HELPER,
    'vi',
    'GD truc tuyen VietinBank,ma GD 1533 ma OTP 123456 so tien 50000 tai web MOMOCE.QK tuyet doi KHONG cung cap OTP cho nguoi khac',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'vi',
    'Tai khoan quy khach se bi tru 6000000 VND qua kenh giao dich truc tuyen. Neu dung, quy khach thuc hien nhap OTP 123456 de hoan tat. Neu khong, LH 19009247',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'vi',
    'QK nhap ma OTP 123456 tuong ung voi ma giao dich 7709 de cap lai mat khau dich vu VietinBank iPay.TH QK khong thuc hien giao dich nay, LH 1900558868',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'vi',
    'Quy khach se MAT TIEN va THONG TIN neu cung cap Ma xac thuc giao dich (OTP) cho bat ky ai. Ma OTP (het han sau 1 phut) cua Quy khach la 123-456',
    '123456',
  ),
  sms(
    OHTIPI,
    'vi',
    '(Zalo) 8568 la ma kich hoat cua so dien thoai 13658014095. Vui long nhap ma nay vao ung dung Zalo de kich hoat tai khoan.',
    '8568',
  ),
  // Indonesian
  sms(SIGNAL, 'id', '<#>Kode verifikasi Signal anda adalah: 490-941\nabAbCDEFO1g', '490941'),
  sms(
    'GitHub code search: WhatsApp OTP sender template "Kode OTP Anda: {otp}. Jangan berikan kode ini kepada orang lain."',
    'id',
    'Kode OTP Anda: 736102. Jangan berikan kode ini kepada orang lain.',
    '736102',
  ),
  sms(
    'GitHub code search: Laravel mail template "Kode OTP verifikasi email Anda: {otp}"',
    'id',
    'Halo Budi,\n\nKode OTP verifikasi email Anda: 250918\n\nBerlaku 10 menit.\nJangan berikan kode ini kepada siapapun.',
    '250918',
  ),
  // Hindi
  sms(SIGNAL, 'hi', '<#>आपका Signal सत्यापन कोड है: 832-985\nabAbCDEFO1g', '832985'),
  // Hebrew
  sms(OTP_HELPER, 'he', 'סיסמתך היא: 123456', '123456'),
  sms(OTP_HELPER, 'he', 'קוד הכניסה שלך הוא 123456', '123456'),
  sms(OTP_HELPER, 'he', 'הקוד שלך הוא 123456', '123456'),
  sms(OTP_HELPER, 'he', 'הסיסמה החד פעמית: 123456', '123456'),
  sms(SIGNAL, 'he', '<#>(Signal) קוד האימות שלך הוא 490-941\nabAbCDEFO1g', '490941'),
  // Arabic (the SMS wraps the line in right-to-left embedding marks)
  sms(SIGNAL, 'ar', '<#>\u202Bرمز تعريفك الخاص ب Signal هو 490941\u202C\nabAbCDEFO1g', '490941'),
  sms(
    'GitHub code search: WhatsApp OTP template "🔐 رمز التحقق الخاص بك هو: {otp}\\n⏰ صالح لمدة {n} دقيقة"',
    'ar',
    '🔐 رمز التحقق الخاص بك هو: 5291\n⏰ صالح لمدة 5 دقيقة',
    '5291',
  ),
  sms(
    'GitHub code search: bilingual OTP template "رمز التحقق الخاص بك في تاميوكي هو: {otp}"',
    'ar',
    '🔐 رمز التحقق الخاص بك في تاميوكي هو: 648210\nصالح لمدة 5 دقائق.',
    '648210',
  ),
  // Persian: bank "dynamic passwords" (رمز پویا) run to ten digits
  sms(
    OTP_HELPER,
    'fa',
    'پاسارگاد\nخرید\nاسنپ فود\nمبلغ:1,555,000\nرمز:1122334455\n00:00:00',
    '1122334455',
  ),
  sms(
    OTP_HELPER,
    'fa',
    'انتقال به کارت\n000000*0000\n5,555,555\nرمز پویا 1122334455',
    '1122334455',
  ),
  sms(
    OTP_HELPER,
    'fa',
    'پاسارگاد\nخرید\nسایت رمز-ارز یه چیزی 12421\nمبلغ:1,555,000\nرمز:1122334455\n00:00:00',
    '1122334455',
  ),
  sms(
    OTP_HELPER,
    'fa',
    'بانک سامان\nخريد\nاسنپ\nمبلغ 450,000 ريال\nرمز 1122334455\nزمان اعتبار رمز 12:00:00',
    '1122334455',
  ),
  sms(
    OTP_HELPER,
    'fa',
    '*بانک سينا*\nخريد\nايرانسل\nمبلغ 10,000 ريال\nرمز 1122334455\nزمان اعتبار  12:00:00\nتاريخ 1400/01/01-10:00',
    '1122334455',
  ),
  sms(
    OTP_HELPER,
    'fa',
    'کد فعالسازی شما در سایت ایران کتاب \nCode: 123456\nwww.iranketab.ir\nلغو11',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'fa',
    'کدامنیتی درخواست انتقال ارز از کیف\u200cپول رابین\u200cکش\n\nمقدار ارز:\n1000000IRT\n\nکیف\u200cپول مقصد:\n0000000000000000\n\ncode: 123456\nلغو11',
    '123456',
  ),
  sms(OTP_HELPER, 'fa', 'کد تایید شما در سامانه نوبت  : 123456\n\nلغو11\nلغو11', '123456'),
  sms(
    AUTO_OTP,
    'fa',
    'رمز دوم پويا\n Code = 756042\nبانک سامان\nاعتبار تا 11:14:46  1399/4/18',
    '756042',
  ),
  sms(
    AUTO_OTP,
    'fa',
    'رمز پوياي برداشت وجه\n Code = 9381\nبانک سامان\n1399/4/18 \n14:34:39',
    '9381',
  ),
  sms(
    AUTO_OTP,
    'fa',
    '*پارسیان بانک ایرانیان*\n  \nرمز یکبار مصرف 57758 \nمهلت استفاده دو دقیقه است.',
    '57758',
  ),
];
