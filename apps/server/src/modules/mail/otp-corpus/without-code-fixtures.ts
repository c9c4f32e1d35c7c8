import {
  AUTO_AUTH_FILLER,
  AUTO_OTP,
  OHTIPI,
  OTP_HELPER,
  TELENOR,
  UCI_SMS,
  sms,
  type OtpCase,
} from './cases.ts';

const KR_CARD_SMS =
  'GitHub code search: Korean card-SMS parser samples (scripts/verify-phase3.mjs)';
const CN_SMS_SAMPLES = 'GitHub code search: Chinese SMS classifier/parser test samples';

/**
 * Messages with numbers and no code, from public datasets and the same open-source fixtures:
 * bank and card notices, parcels, prize spam with "claim codes", words that only contain "code".
 */
export const WITHOUT_CODE_FIXTURES: OtpCase[] = [
  sms(
    TELENOR,
    'en',
    'Telenor are currently having connectivity issues. Expected fix time is by 20:00 tonight.',
    null,
  ),
  sms(
    OHTIPI,
    'en',
    '2-step verification is now deactivated on your Sony Entertainment Network account.',
    null,
  ),
  sms(
    OHTIPI,
    'en',
    'Reasy. Set. Get. Your new glasses are ready for pick up at LensCrafters! Stop in any time to see th enew you. Questions? 718-858-7036',
    null,
  ),
  sms(OHTIPI, 'en', 'FWD from (817) 697-4520: Mark me', null),
  sms(OHTIPI, 'en', 'Your Purchase Code is 39M4W', null),
  sms(OTP_HELPER, 'en', 'some barcode is 123456', null),
  sms(OTP_HELPER, 'en', 'some unicode is 123456', null),
  sms(OTP_HELPER, 'en', 'your vscode is: 12312312', null),
  sms(OTP_HELPER, 'en', '123456 is your foOTPath.', null),
  sms(OTP_HELPER, 'en', 'your foOTPath is 123456.', null),
  sms(OTP_HELPER, 'en', 'your code is 123', null),
  sms(OTP_HELPER, 'en', '123 is your code', null),
  sms(OTP_HELPER, 'he', 'בנקודת 123456', null),
  sms(
    OTP_HELPER,
    'fa',
    'پاسارگاد\nرمز اول0000*0000000\nدر1999/01/01\n12:00:00\nاشتباه وارد شده است',
    null,
  ),
  sms(
    OTP_HELPER,
    'fa',
    'دیجی\u200cکالا\nسلام عزیز\nاز کالاهایی که خریده\u200cاید راضی هستید؟ لطفا میزان رضایتتان را از طریق لینک زیر به ما بگویید.\nhttps://www.digikala.com/transaction/rate/?RatingCode=x123456',
    null,
  ),
  sms(
    AUTO_OTP,
    'fa',
    'بانك سامان\nواريز مبلغ  30,000,000ريال\nبه  299-100-1112233-1 \nمانده 6,263,200\n1399/4/18\n14:07',
    null,
  ),
  sms(
    AUTO_OTP,
    'fa',
    '*پارسیان بانک ایرانیان*\n برداشت از:12345678910\nمبلغ:  1,689,500 ریال \nزمان: 1399/04/14 01:13:24\nمانده: 4,715,348 ریال',
    null,
  ),
  sms(AUTO_AUTH_FILLER, 'en', 'Use code SUMMER for 20% off your next order', null),
  sms(
    UCI_SMS,
    'en',
    'WINNER!! As a valued network customer you have been selected to receivea £900 prize reward! To claim call 09061701461. Claim code KL341. Valid 12 hours only.',
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    'PRIVATE! Your 2004 Account Statement for 07742676969 shows 786 unredeemed Bonus Points. To claim call 08719180248 Identifier Code: 45239 Expires',
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    'Todays Voda numbers ending 7548 are selected to receive a $350 award. If you have a match please call 08712300220 quoting claim code 4041 standard rates app',
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    "Congratulations YOU'VE Won. You're a Winner in our August £1000 Prize Draw. Call 09066660100 NOW. Prize Code 2309.",
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    'URGENT We are trying to contact you Last weekends draw shows u have won a £1000 prize GUARANTEED Call 09064017295 Claim code K52 Valid 12hrs 150p pm',
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    "Book which lesson? then you msg me... I will call up after work or sth... I'm going to get specs. My membership is PX3748",
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    "U wake up already? Wat u doing? U picking us up later rite? I'm taking sq825, reaching ard 7 smth 8 like dat. U can check e arrival time. C ya soon...",
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    "Hi this is yijue... It's regarding the 3230 textbook it's intro to algorithms second edition... I'm selling it for $50...",
    null,
  ),
  sms(
    UCI_SMS,
    'en',
    'Yun ah.the ubi one say if ü wan call by tomorrow.call 67441233 look for irene.ere only got bus8,22,65,61,66,382. Ubi cres,ubi tech park.6ph for 1st 5wkg days.',
    null,
  ),
  sms(KR_CARD_SMS, 'ko', '신한카드 승인 12,500원 일시불 07/15 19:32 스타벅스', null),
  sms(KR_CARD_SMS, 'ko', '신한카드 취소 12,500원 07/15 20:00 스타벅스', null),
  sms(KR_CARD_SMS, 'ko', 'KB국민카드 승인 8,900원 07/15 12:10 김밥천국', null),
  sms(
    'GitHub code search: Korean bank-SMS parser test ("입금 5,000원 홍길동")',
    'ko',
    '[Web발신] 입금 5,000원 홍길동 03/14 10:22 잔액 1,204,500원',
    null,
  ),
  sms(CN_SMS_SAMPLES, 'zh', '【工商银行】您的账户1234收到转账1000.00元，余额12345.67元', null),
  sms(CN_SMS_SAMPLES, 'zh', '【京东】您的订单已发货，快递单号：SF1234567890', null),
  sms(CN_SMS_SAMPLES, 'zh', '【建设银行】您尾号1234的卡片消费500.00元', null),
  sms(
    CN_SMS_SAMPLES,
    'zh',
    '【顺丰速运】您的快递已发货，运单号SF1234567890123，预计3天内送达。',
    null,
  ),
  sms(
    CN_SMS_SAMPLES,
    'zh',
    '您好！快件688532824006单标地址错误且无法联系到您，无法派送，见字请致电4008-111-111处理。10:09【顺丰速运】',
    null,
  ),
  sms(CN_SMS_SAMPLES, 'zh', '【支付宝】您在淘宝购物消费299.00元，订单号:2024022712345。', null),
  sms(CN_SMS_SAMPLES, 'zh', '【中国移动】您本月流量已使用80%，剩余2GB，详情请登录App查看', null),
  sms(CN_SMS_SAMPLES, 'zh', '【滴滴出行】您的行程已完成，费用25.00元，请及时支付。', null),
  sms(CN_SMS_SAMPLES, 'zh', '您尾号1234的银行卡消费300元，余额5000元。', null),
  sms(CN_SMS_SAMPLES, 'zh', '验证码 4 8 6 2 已发送', null),
  sms(
    CN_SMS_SAMPLES,
    'zh',
    '【菜鸟】您的快递已到邢台信都区绿城诚园北门店，取件码4431，请及时领取。',
    null,
  ),
  sms(
    CN_SMS_SAMPLES,
    'en',
    'Hi, meeting at 2026 in room 1408. See notes at https://x.com/a/9931882',
    null,
  ),
  sms(
    'GitHub code search: Polish shop newsletter template ("Oto Twój kod na pierwsze zakupy", "-10% na pierwsze zamówienie")',
    'pl',
    'Dzięki za zapis! Oto Twój kod rabatowy na pierwsze zakupy:\nWITAJ10\n-10% na pierwsze zamówienie do 2026-04-30.',
    null,
  ),
];
