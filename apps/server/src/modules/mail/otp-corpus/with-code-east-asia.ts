import { OHTIPI, OTP_HELPER, SIGNAL, TWOFHEY_SAMPLES, sms, type OtpCase } from './cases.ts';

const SMS_FORWARDER = 'SmsForwarder (pppscn/SmsForwarder), SenderActivity test message';
const CN_SMS_TESTS = 'GitHub code search: Chinese SMS code-extraction test table';
const KR_SMS_TESTS = 'GitHub code search: Korean SMS fixtures ("[Web발신] 인증번호 ...")';

/** Chinese, Japanese, Korean: codes glued to the words around them, brackets for the brand. */
export const WITH_CODE_EAST_ASIA: OtpCase[] = [
  // Chinese
  sms(
    OHTIPI,
    'zh',
    '验证码：805281，用于华为帐号登录。转给他人将导致华为帐号被盗和个人信息泄露，谨防诈骗。【华为】',
    '805281',
  ),
  sms(
    OHTIPI,
    'zh',
    '【微信支付】验证码为940816，用于商户平台安全验证，5分钟内有效。若非本人操作，请忽略此消息。',
    '940816',
  ),
  sms(OHTIPI, 'zh', '【iSlide】验证码927134，您正在登录iSlide，若非本人操作，请勿泄露。', '927134'),
  sms(
    OHTIPI,
    'zh',
    '【华为云】您的验证码为： 097143（10分钟内有效），为了保证您的账户安全，请勿向任何人提供此验证码。感谢使用华为云服务！',
    '097143',
  ),
  sms(OHTIPI, 'zh', '【哔哩哔哩】546054短信登录验证码，5分钟内有效，请勿泄露。', '546054'),
  sms(
    OTP_HELPER,
    'zh',
    '【金山办公】验证码123456，10分钟内有效。验证码提供给他人可能导致账号被盗，请勿转发或泄露。',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '請提防詐騙！密碼勿提供他人或輸入不明網頁，您的信用卡網路消費幣別新台幣金額9876元，交易驗證碼『123456』請十分鐘內認證',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '【銀行轉帳】OTP密碼1234567網頁識別碼ABCD轉入帳號後四碼8888、TWD$9876，密碼勿告知他人以防詐騙',
    '1234567',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '【蝦皮購物】輸入 123456 以登入您的帳號，15 分鐘有效。請不要將驗證碼分享給任何人，包括蝦皮員工。',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '【支付宝】校验码1234，付款金额169.00，你正在使用支付宝，需要进行校验，请勿向任何人提供您收到的短信校验码',
    '1234',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '【腾讯科技】你正在「修改QQ8******1的密保手机」，验证码123456。提供给他人会导致QQ被盗，若非本人操作，请修改密码。',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '【抖音】验证码123456，用于手机登录，5分钟内有效。验证码提供给他人可能导致账号被盗，请勿泄露，谨防被骗。',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'zh',
    '【验证密码】您的短信验证码为1234，切勿将验证码泄露于他人，1分钟内有效！尊敬的客户，您好！您正在中国移动线上渠道上办理永辉超市15元满减券，产品资费为15元/次(订购生效时间以订购成功短信为准)，若非本人操作，请勿泄露，任何索取行为均可能涉嫌诈骗。【中国移动】',
    '1234',
  ),
  sms(OTP_HELPER, 'zh', 'TeamViewer 验证码： QGFDAE', 'QGFDAE'),
  sms(
    OTP_HELPER,
    'zh',
    '办理确认提醒】尊敬的客户，您于2025年09月30日23:45在中国移动的线上渠道即将办理以下业务，本次办理的随机验证码为【 123456 】：\n【订购】\n【1】中国移动APP线上主题活动享30GB流量7天包(编号：15BJ202247)，资费0.00元/月，2025年09月30日生效，2025年10月07日失效，无需赔付。【中国移动】',
    '123456',
  ),
  sms(
    SMS_FORWARDER,
    'zh',
    '【京东】验证码为387481（切勿将验证码告知他人），请在页面中输入完成验证，如有问题请点击 ihelp.jd.com 联系京东客服',
    '387481',
  ),
  sms(
    TWOFHEY_SAMPLES,
    'zh',
    '【知乎】你的验证码是 700185，此验证码用于登录知乎或重置密码。10 分钟内有效。',
    '700185',
  ),
  sms(
    TWOFHEY_SAMPLES,
    'zh',
    '【京东】验证码：548393，您正在新设备上登录。请确认本人操作，切勿泄露给他人，京东工作人员不会索取此验证码。',
    '548393',
  ),
  sms(
    TWOFHEY_SAMPLES,
    'zh',
    '【哔哩哔哩】778604为本次登录验证的手机验证码，请在5分钟内完成验证。为保证账号安全，请勿泄漏此验证码',
    '778604',
  ),
  sms(SIGNAL, 'zh', '<#>您的 Signal 驗證代碼是：490941\nabAbCDEFO1g', '490941'),
  sms(CN_SMS_TESTS, 'zh', '【京东】您的订单 20250901123 已发货，验证码 5566 用于签收。', '5566'),
  sms(CN_SMS_TESTS, 'zh', '【平台】校验码：７８９０１２，请勿转发。', '789012'),
  sms(CN_SMS_TESTS, 'zh', '【工商银行】您尾号6688的卡，动态码 258369', '258369'),
  sms(
    'GitHub code search: AutoCodeBar preview sample ("【京东】验证码 482913，5 分钟内有效。")',
    'zh',
    '【京东】验证码 482913，5 分钟内有效。如非本人操作请忽略。',
    '482913',
  ),
  sms(
    'smscode-core (magisk317/smscode-core), SmsCodeUtilsTest.kt',
    'zh',
    '【Acme】2026年03月28日验证码123456，请勿泄露。',
    '123456',
  ),
  sms(
    'GitHub code search: Python verification-code parser test ("【夸克】验证码9361，用于登录。")',
    'zh',
    '【夸克】验证码9361，用于登录。',
    '9361',
  ),
  // Japanese
  sms(
    'Japanese service SMS layout 「認証コードは…です」; composed after Japanese service SMS',
    'ja',
    '認証コードは123456です。有効期限は10分です。',
    '123456',
  ),
  sms(OHTIPI, 'ja', 'Cash Show - 賞金クイズ の確認コードは 764972 です。', '764972'),
  sms(SIGNAL, 'ja', '<#>あなたのSignal 認証コード： 832985\nabAbCDEFO1g', '832985'),
  sms(
    OTP_HELPER,
    'ja',
    '[ログイン] 認証番号：123456\n\nログインが実行されます\n心当たりがない場合は詐欺に注意して下さい\nメルカリ',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'ja',
    'MyJCBアプリワンタイムパスコード「123456」、10分間有効です。MyJCBアプリへご入力下さい。偽サイトへの入力にご注意ください。',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'ja',
    '\n【スマートEX】ワンタイムパスワード:123456\nこの番号を入力してください。\n有効期限は5分間です。',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'ja',
    'パスワード：123456\nご利用金額：JPY 54,321\n株式会社ジェーシービー',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'ja',
    '【ゆうちょ銀行】確認コードは12345です。\nこのコードを、メールやSMSで誘導された先の偽サイトに入力しないよう、ご注意ください。',
    '12345',
  ),
  sms(
    "Google Account Help, 'G-123456 is your Google verification code' (Japanese wording)",
    'ja',
    'G-526148 が Google の確認コードです。',
    '526148',
  ),
  // Korean
  sms(
    OTP_HELPER,
    'ko',
    '[한국모바일인증(주)]본인확인 인증번호[123456]입니다. "타인노출금지"',
    '123456',
  ),
  sms(OHTIPI, 'ko', 'G-723210(이)가 Google 인증 코드입니다.', '723210'),
  sms(
    KR_SMS_TESTS,
    'ko',
    '[Web발신] 인증번호 [572913] 를 입력해 주세요. 타인에게 알려주지 마세요.',
    '572913',
  ),
  sms(KR_SMS_TESTS, 'ko', '[Web발신] 인증번호 483920 을 입력하세요', '483920'),
  sms(KR_SMS_TESTS, 'ko', '[Web발신] 인증번호는 1234입니다', '1234'),
  sms(KR_SMS_TESTS, 'ko', '[Web발신] 인증번호 [123456]를 입력해주세요', '123456'),
];
